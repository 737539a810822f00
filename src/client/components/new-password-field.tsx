import TextField, { type TextFieldProps } from '@mui/material/TextField'

/** What the server refuses, said before anyone types: the server's own message names the reason if it refuses. */
export const PASSWORD_HINT = 'Pelo menos 8 caracteres. Não use senhas comuns, o seu nome ou o seu e-mail.'

/** A field for choosing a password (registration, reset, change): the browser may offer to generate one. */
export function NewPasswordField(props: TextFieldProps) {
  return (
    <TextField type="password" required autoComplete="new-password" helperText={PASSWORD_HINT} {...props} />
  )
}
