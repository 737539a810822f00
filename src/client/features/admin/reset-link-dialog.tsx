import { useState } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { copyText } from '../../lib/clipboard'
import type { NewResetLink } from '../../../shared/contract/accounts'

/** The page a reset link opens; its token travels in the fragment, which never reaches a server log. */
export const resetUrl = (token: string) => `${window.location.origin}/redefinir-senha#token=${token}`

/** A reset link just issued: shown once, to copy and hand to the user (no e-mail server needed). */
export function ResetLinkDialog({
  link,
  userName,
  onClose,
}: {
  link: NewResetLink | null
  userName: string
  onClose(): void
}) {
  const [copied, setCopied] = useState(false)
  const url = link ? resetUrl(link.token) : ''
  const close = () => {
    setCopied(false)
    onClose()
  }
  return (
    <Dialog open={link !== null} onClose={close} aria-labelledby="reset-link-title" fullWidth maxWidth="sm">
      <DialogTitle id="reset-link-title">Link para nova senha</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Envie este link a {userName}. Ele vale uma única vez, até{' '}
          {link ? new Date(link.expiresAt).toLocaleString('pt-BR') : ''}, e encerra todas as sessões da conta
          ao ser usado. Ele não será mostrado de novo.
        </DialogContentText>
        <TextField
          label="Link de redefinição"
          value={url}
          fullWidth
          multiline
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void copyText(url).then(setCopied)}>
          {copied ? 'Copiado!' : 'Copiar link'}
        </Button>
        <Button variant="contained" onClick={close}>
          Fechar
        </Button>
      </DialogActions>
    </Dialog>
  )
}
