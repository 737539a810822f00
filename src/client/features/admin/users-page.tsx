import { useState, type ReactNode } from 'react'
import Alert from '@mui/material/Alert'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TableContainer from '@mui/material/TableContainer'
import Typography from '@mui/material/Typography'
import { usePageTitle } from '../../lib/page-title'
import { PageSpinner } from '../../components/page-spinner'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { errorMessage } from '../../lib/api'
import { ReauthCancelled, useReauth } from '../../components/reauth/use-reauth'
import { useSession } from '../../lib/session-store'
import { useLoad } from '../../lib/use-load'
import type { NewResetLink, UserListItem } from '../../../shared/contract/accounts'
import {
  disableUser,
  enableUser,
  issueResetLink,
  listInvitations,
  listPendingResets,
  listUsers,
  removeSecondFactor,
  revokeInvitation,
  revokeReset,
} from './api'
import { PendingTable } from './pending-table'
import { ResetLinkDialog } from './reset-link-dialog'
import { roleName } from './role-name'
import { UsersTable } from './users-table'

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <TableContainer>{children}</TableContainer>
    </Paper>
  )
}

export default function UsersPage() {
  usePageTitle('Usuários')
  const me = useSession((s) => s.user?.email)
  const [version, setVersion] = useState(0)
  const [error, setError] = useState<string | null>(null)
  const [resetLink, setResetLink] = useState<{ link: NewResetLink; user: UserListItem } | null>(null)
  const [removing, setRemoving] = useState<UserListItem | null>(null)
  // Acting on another administrator's account may ask for the password (and code) again.
  const { guarded, dialog } = useReauth()
  const {
    data,
    loading,
    error: loadError,
  } = useLoad(
    async () => ({
      users: await listUsers(),
      invitations: await listInvitations(),
      resets: await listPendingResets(),
    }),
    [version],
  )

  const act = async (action: () => Promise<unknown>) => {
    setError(null)
    try {
      await guarded(action)
      setVersion((v) => v + 1)
    } catch (failure) {
      if (failure instanceof ReauthCancelled) return
      setError(await errorMessage(failure, 'Não foi possível concluir a ação.'))
    }
  }

  if (loading) return <PageSpinner />
  if (loadError || !data) return <Alert severity="error">Erro ao carregar usuários.</Alert>
  return (
    <Stack spacing={3} sx={{ maxWidth: 1000 }}>
      {error && <Alert severity="error">{error}</Alert>}
      <Part title="Usuários">
        <UsersTable
          users={data.users}
          me={me}
          actions={{
            setDisabled: (user, disabled) => void act(() => (disabled ? disableUser : enableUser)(user.id)),
            issueResetLink: (user) =>
              void act(async () => setResetLink({ link: await issueResetLink(user.id), user })),
            removeSecondFactor: setRemoving,
          }}
        />
      </Part>
      <Part title="Convites pendentes">
        <PendingTable
          label="Convites pendentes"
          empty="Nenhum convite pendente."
          items={data.invitations}
          columns={[
            ['Papel', (invitation) => roleName(invitation.role)],
            ['Criado por', (invitation) => invitation.createdByName ?? 'Primeiro acesso'],
          ]}
          onRevoke={(invitation) => void act(() => revokeInvitation(invitation.id))}
        />
      </Part>
      <Part title="Links para nova senha pendentes">
        <PendingTable
          label="Links para nova senha pendentes"
          empty="Nenhum link para nova senha pendente."
          items={data.resets}
          columns={[['Usuário', (reset) => reset.userName]]}
          onRevoke={(reset) => void act(() => revokeReset(reset.id))}
        />
      </Part>
      <ResetLinkDialog
        link={resetLink?.link ?? null}
        userName={resetLink?.user.name ?? ''}
        onClose={() => setResetLink(null)}
      />
      <ConfirmDialog
        open={removing !== null}
        title="Remover verificação em duas etapas?"
        action="Remover"
        onConfirm={() => {
          const user = removing!
          setRemoving(null)
          void act(() => removeSecondFactor(user.id))
        }}
        onCancel={() => setRemoving(null)}
      >
        As sessões abertas de {removing?.name} serão encerradas. Depois, o login dessa conta pedirá só a senha
        até que a verificação seja ativada de novo em Minha conta
        {removing?.role === 'ADMIN' ? ' (o que um administrador terá de fazer logo após entrar)' : ''}. Os
        códigos de recuperação também deixam de valer.
      </ConfirmDialog>
      {dialog}
    </Stack>
  )
}
