import { useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { errorMessage } from '../../lib/api'
import { useLoad } from '../../lib/use-load'
import { NewPasswordField } from '../../components/new-password-field'
import { SubmitButton } from '../../components/submit-button'
import { changePassword, mfaStatus } from './api'
import { Section } from './section'

const empty = { currentPassword: '', code: '', newPassword: '', repeated: '' }

interface Props {
  /** Changes when the second factor was turned on: the code field then appears. */
  mfaVersion: number
  onChanged(): void
}

/**
 * Changing one's own password: the current one first, and a code when the account has a second factor (the form
 * proves who asks itself, no separate confirmation); every other session of the account ends.
 */
export function PasswordSection({ mfaVersion, onChanged }: Props) {
  const [form, setForm] = useState(empty)
  const needsCode = Boolean(useLoad(mfaStatus, [mfaVersion]).data?.enabled)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setDone(false)
    if (form.newPassword !== form.repeated) {
      setError('As duas senhas novas não são iguais.')
      return
    }
    setLoading(true)
    setError(null)
    try {
      await changePassword({
        currentPassword: form.currentPassword,
        newPassword: form.newPassword,
        ...(needsCode ? { code: form.code } : {}),
      })
      setForm(empty)
      setDone(true)
      onChanged()
    } catch (failure) {
      setError(await errorMessage(failure, 'Não foi possível alterar a senha. Tente novamente.'))
    } finally {
      setLoading(false)
    }
  }

  return (
    <Section title="Alterar senha">
      <Stack component="form" spacing={2} sx={{ maxWidth: 420 }} onSubmit={(e) => void submit(e)}>
        {done && (
          <Alert severity="success">Senha alterada. As outras sessões desta conta foram encerradas.</Alert>
        )}
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          label="Senha atual"
          type="password"
          required
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        {needsCode && (
          <TextField
            label="Código de verificação"
            helperText="Do aplicativo autenticador, ou um código de recuperação."
            required
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { maxLength: 40 } }}
            {...field('code')}
          />
        )}
        <NewPasswordField label="Nova senha" {...field('newPassword')} />
        <TextField
          label="Repita a nova senha"
          type="password"
          required
          autoComplete="new-password"
          {...field('repeated')}
        />
        <SubmitButton loading={loading} sx={{ alignSelf: 'flex-start' }}>
          Alterar senha
        </SubmitButton>
      </Stack>
    </Section>
  )
}
