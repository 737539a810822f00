import { memo } from 'react'
import Box from '@mui/material/Box'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { roleName } from '../features/admin/role-name'
import { logout as endSession } from '../features/auth/api'
import { useSession } from '../lib/session-store'
import type { Navigate } from '../lib/use-stable-navigate'
import { saveDraftNow } from '../features/wizard/draft-sync'
import { ACCOUNT_PATH } from './guards'

const adminItems = [
  ['Gerar Convite', '/admin/invite'],
  ['Usuários', '/admin/usuarios'],
  ['Auditoria', '/admin/auditoria'],
  ['Questionário', '/admin/questionario'],
] as const

/** The main menu's entries, the same in the permanent menu and in the drawer of narrow windows. */
export const MenuItems = memo(function MenuItems({ navigate }: { navigate: Navigate }) {
  const user = useSession((s) => s.user)
  // Until the required second factor is enrolled, 'Minha conta' and 'Sair' are all there is.
  const mustEnrol = useSession((s) => s.mfaEnrolmentRequired)

  // A new registration is a new draft: the one in progress stays on the server, listed on Início.
  const newPatient = () => navigate('/pacientes/novo')
  const logout = async () => {
    // What the draft had not sent yet goes to the server first: nothing of it stays in this browser.
    await saveDraftNow()
    try {
      await endSession()
    } catch {
      // The session ends on this side whatever the server says.
    }
    useSession.getState().logout()
    navigate('/login')
  }

  const entries: [string, () => void][] = [
    ...(mustEnrol
      ? []
      : ([
          ['Início', () => navigate('/')],
          ['Cadastrar Paciente', newPatient],
          ['Consultar Paciente', () => navigate('/pacientes/buscar')],
          ...(user?.role === 'ADMIN'
            ? adminItems.map(([label, path]): [string, () => void] => [label, () => navigate(path)])
            : []),
        ] as [string, () => void][])),
    ['Minha conta', () => navigate(ACCOUNT_PATH)],
    ['Sair', () => void logout()],
  ]

  // Each entry a list item holding its button: a list holds list items only (screen readers count them).
  // Above them, who is signed in: on a shared computer, whose session this is.
  return (
    <nav aria-label="Menu principal">
      {user && (
        <Box sx={{ px: 2, pt: 2 }} aria-label="Conectado como" role="group">
          <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {user.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {roleName(user.role)}
          </Typography>
        </Box>
      )}
      <List>
        {entries.map(([label, go]) => (
          <ListItem key={label} disablePadding>
            <ListItemButton onClick={go}>
              <ListItemText primary={label} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </nav>
  )
})
