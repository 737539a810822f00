import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { errorMessage } from '../../lib/api'
import { PasskeyNotUsed } from '../../lib/passkey-ceremony'
import { useLoad } from '../../lib/use-load'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { ReauthCancelled, useReauth } from '../../components/reauth/use-reauth'
import { SubmitButton } from '../../components/submit-button'
import type { PasskeyItem } from '../../../shared/contract/passkeys'
import { addPasskey, listPasskeys, removePasskey, renamePasskey } from './api'
import { PasskeyNameDialog } from './passkey-name-dialog'
import { Section } from './section'

const dateTime = (iso: string) => new Date(iso).toLocaleString('pt-BR')

type Dialog = { kind: 'add' } | { kind: 'rename' | 'remove'; passkey: PasskeyItem } | null

/**
 * The account's passkeys (a phone, a laptop): each signs in without a password and stands in for the code of the
 * app as the second factor. Listed with when they were added and last used; added, renamed and removed here.
 */
export function PasskeysSection({ onAdded }: { onAdded?: () => void }) {
  const [version, setVersion] = useState(0)
  const [dialog, setDialog] = useState<Dialog>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const { data, loading, error: loadError } = useLoad(listPasskeys, [version])
  // Adding and removing a factor ask for a recent proof of identity: the password (and code) again when it is old.
  const { guarded, dialog: reauthDialog } = useReauth()

  const run = async (work: () => Promise<unknown>, fallback: string) => {
    setDialog(null)
    setBusy(true)
    setError(null)
    try {
      await guarded(work)
      setVersion((v) => v + 1)
      return true
    } catch (failure) {
      if (failure instanceof ReauthCancelled) return false
      setError(failure instanceof PasskeyNotUsed ? failure.message : await errorMessage(failure, fallback))
      return false
    } finally {
      setBusy(false)
    }
  }

  const add = async (name: string) => {
    if (await run(() => addPasskey(name), 'Não foi possível adicionar a chave de acesso.')) onAdded?.()
  }

  let list
  if (loading) list = <CircularProgress size={24} aria-label="Carregando chaves de acesso" />
  else if (loadError || !data) list = <Alert severity="error">Erro ao carregar as chaves de acesso.</Alert>
  else if (data.length === 0)
    list = <Typography variant="body2">Nenhuma chave de acesso cadastrada.</Typography>
  else
    list = (
      <List aria-label="Chaves de acesso">
        {data.map((passkey) => (
          <ListItem key={passkey.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              primary={passkey.name}
              secondary={`Adicionada em ${dateTime(passkey.createdAt)} · Último uso: ${
                passkey.lastUsedAt ? dateTime(passkey.lastUsedAt) : 'nunca'
              }`}
            />
            <Stack direction="row" spacing={1}>
              <Button
                size="small"
                disabled={busy}
                aria-label={`Renomear ${passkey.name}`}
                onClick={() => setDialog({ kind: 'rename', passkey })}
              >
                Renomear
              </Button>
              <Button
                size="small"
                color="error"
                disabled={busy}
                aria-label={`Remover ${passkey.name}`}
                onClick={() => setDialog({ kind: 'remove', passkey })}
              >
                Remover
              </Button>
            </Stack>
          </ListItem>
        ))}
      </List>
    )

  return (
    <Section title="Chaves de acesso">
      {reauthDialog}
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2">
          Uma chave de acesso fica guardada no celular ou no computador e é liberada com a digital, o rosto ou
          o PIN do aparelho. Ela entra no sistema sem senha e vale como verificação em duas etapas. Só
          funciona neste endereço: um site falso não consegue usá-la.
        </Typography>
        {error && (
          <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
            {error}
          </Alert>
        )}
        {list}
        <SubmitButton type="button" loading={busy} onClick={() => setDialog({ kind: 'add' })}>
          Adicionar chave de acesso
        </SubmitButton>
      </Stack>
      {dialog?.kind === 'add' && (
        <PasskeyNameDialog
          title="Adicionar chave de acesso"
          action="Continuar"
          onSubmit={(name) => void add(name)}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'rename' && (
        <PasskeyNameDialog
          title="Renomear chave de acesso"
          action="Salvar"
          initial={dialog.passkey.name}
          onSubmit={(name) =>
            void run(() => renamePasskey(dialog.passkey.id, name), 'Não foi possível renomear a chave.')
          }
          onCancel={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'remove'}
        title="Remover chave de acesso?"
        action="Remover"
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          if (dialog?.kind === 'remove')
            void run(() => removePasskey(dialog.passkey.id), 'Não foi possível remover a chave.')
        }}
      >
        {dialog?.kind === 'remove'
          ? `A chave “${dialog.passkey.name}” deixará de entrar nesta conta. O aparelho pode continuar mostrando-a: apague-a lá também.`
          : ''}
      </ConfirmDialog>
    </Section>
  )
}
