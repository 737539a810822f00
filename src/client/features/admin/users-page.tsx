import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { usePageTitle } from '../../lib/page-title'
import { PageSpinner } from '../../components/page-spinner'
import { errorMessage } from '../../lib/api'
import { useSession } from '../../lib/session-store'
import { useLoad } from '../../lib/use-load'
import { disableUser, enableUser, listInvitations, listUsers, revokeInvitation } from './api'

const roleName = (role: string) => (role === 'ADMIN' ? 'Administrador' : 'Clínico')
const dateTime = (iso: string) => new Date(iso).toLocaleString('pt-BR')

export default function UsersPage() {
  usePageTitle('Usuários')
  const me = useSession((s) => s.user?.email)
  const [version, setVersion] = useState(0)
  const [error, setError] = useState<string | null>(null)
  const {
    data,
    loading,
    error: loadError,
  } = useLoad(
    async () => ({
      users: await listUsers(),
      invitations: await listInvitations(),
    }),
    [version],
  )

  const act = async (action: () => Promise<unknown>) => {
    setError(null)
    try {
      await action()
      setVersion((v) => v + 1)
    } catch (failure) {
      setError(await errorMessage(failure, 'Não foi possível concluir a ação.'))
    }
  }

  if (loading) return <PageSpinner />
  if (loadError || !data) return <Alert severity="error">Erro ao carregar usuários.</Alert>
  return (
    <Stack spacing={3} sx={{ maxWidth: 1000 }}>
      {error && <Alert severity="error">{error}</Alert>}
      <Paper sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Usuários
        </Typography>
        <Table size="small" aria-label="Usuários">
          <TableHead>
            <TableRow>
              <TableCell>Nome</TableCell>
              <TableCell>E-mail</TableCell>
              <TableCell>Papel</TableCell>
              <TableCell>Situação</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.users.map((user) => (
              <TableRow key={user.id}>
                <TableCell>{user.name}</TableCell>
                <TableCell>{user.email}</TableCell>
                <TableCell>{roleName(user.role)}</TableCell>
                <TableCell>{user.disabledAt ? 'Desativado' : 'Ativo'}</TableCell>
                <TableCell align="right">
                  {user.disabledAt ? (
                    <Button size="small" onClick={() => void act(() => enableUser(user.id))}>
                      Reativar
                    </Button>
                  ) : (
                    <Button
                      size="small"
                      color="error"
                      disabled={user.email === me}
                      onClick={() => void act(() => disableUser(user.id))}
                    >
                      Desativar
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Paper sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Convites pendentes
        </Typography>
        {data.invitations.length === 0 ? (
          <Typography color="text.secondary">Nenhum convite pendente.</Typography>
        ) : (
          <Table size="small" aria-label="Convites pendentes">
            <TableHead>
              <TableRow>
                <TableCell>Papel</TableCell>
                <TableCell>Criado por</TableCell>
                <TableCell>Criado em</TableCell>
                <TableCell>Expira em</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {data.invitations.map((invitation) => (
                <TableRow key={invitation.id}>
                  <TableCell>{roleName(invitation.role)}</TableCell>
                  <TableCell>{invitation.createdByName ?? 'Primeiro acesso'}</TableCell>
                  <TableCell>{dateTime(invitation.createdAt)}</TableCell>
                  <TableCell>{dateTime(invitation.expiresAt)}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      color="error"
                      onClick={() => void act(() => revokeInvitation(invitation.id))}
                    >
                      Revogar
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Paper>
    </Stack>
  )
}
