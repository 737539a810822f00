import { useState } from 'react'
import Button from '@mui/material/Button'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type { UserListItem } from '../../../shared/contract/accounts'
import { roleName } from './role-name'

export interface UserActions {
  setDisabled(user: UserListItem, disabled: boolean): void
  issueResetLink(user: UserListItem): void
  removeSecondFactor(user: UserListItem): void
}

/** Every account, with what an administrator can do to it behind 'Ações'. */
export function UsersTable({
  users,
  me,
  actions,
}: {
  users: UserListItem[]
  me: string | undefined
  actions: UserActions
}) {
  const [menu, setMenu] = useState<{ anchor: HTMLElement; user: UserListItem } | null>(null)
  const run = (action: (user: UserListItem) => void) => () => {
    if (menu) action(menu.user)
    setMenu(null)
  }
  return (
    <>
      <Table size="small" aria-label="Usuários" sx={{ '& th, & td': { px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell>Usuário</TableCell>
            <TableCell>Papel</TableCell>
            <TableCell>Situação</TableCell>
            <TableCell>Duas etapas</TableCell>
            <TableCell align="right">Ações</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.id}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {user.name}
                <Typography variant="body2" color="text.secondary">
                  {user.email}
                </Typography>
              </TableCell>
              <TableCell>{roleName(user.role)}</TableCell>
              <TableCell>{user.disabledAt ? 'Desativado' : 'Ativo'}</TableCell>
              <TableCell>{user.mfaEnabled ? 'Ativa' : 'Inativa'}</TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  aria-haspopup="menu"
                  aria-label={`Ações para ${user.name}`}
                  onClick={(event) => setMenu({ anchor: event.currentTarget, user })}
                >
                  Ações
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Menu anchorEl={menu?.anchor} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem onClick={run(actions.issueResetLink)}>Gerar link para nova senha</MenuItem>
        {menu?.user.mfaEnabled && (
          <MenuItem disabled={menu.user.email === me} onClick={run(actions.removeSecondFactor)}>
            Remover verificação em duas etapas
          </MenuItem>
        )}
        {menu?.user.disabledAt ? (
          <MenuItem onClick={run((user) => actions.setDisabled(user, false))}>Reativar</MenuItem>
        ) : (
          <MenuItem
            disabled={menu?.user.email === me}
            onClick={run((user) => actions.setDisabled(user, true))}
            sx={{ color: 'error.main' }}
          >
            Desativar
          </MenuItem>
        )}
      </Menu>
    </>
  )
}
