import { useState, type FormEvent } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'

interface Props {
  title: string
  /** The button's words ('Continuar', 'Salvar'). */
  action: string
  initial?: string
  onSubmit(name: string): void
  onCancel(): void
}

/** Asks a passkey's name ('Celular', 'Notebook'), so that the list says which device holds which. */
export function PasskeyNameDialog({ title, action, initial = '', onSubmit, onCancel }: Props) {
  const [name, setName] = useState(initial)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (name.trim()) onSubmit(name.trim())
  }
  return (
    <Dialog open onClose={onCancel} aria-labelledby="passkey-name-title">
      <form onSubmit={submit}>
        <DialogTitle id="passkey-name-title">{title}</DialogTitle>
        <DialogContent>
          <TextField
            label="Nome da chave"
            helperText="Por exemplo: Celular, Notebook da clínica"
            required
            autoFocus
            fullWidth
            margin="dense"
            value={name}
            onChange={(e) => setName(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>Cancelar</Button>
          <Button type="submit" variant="contained">
            {action}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
