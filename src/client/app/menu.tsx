import { memo } from 'react'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
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

  return (
    <nav aria-label="Menu principal">
      <List>
        {!mustEnrol && (
          <>
            <ListItemButton onClick={() => navigate('/')}>
              <ListItemText primary="Início" />
            </ListItemButton>
            <ListItemButton onClick={newPatient}>
              <ListItemText primary="Cadastrar Paciente" />
            </ListItemButton>
            <ListItemButton onClick={() => navigate('/pacientes/buscar')}>
              <ListItemText primary="Consultar Paciente" />
            </ListItemButton>
            {user?.role === 'ADMIN' &&
              adminItems.map(([label, path]) => (
                <ListItemButton key={path} onClick={() => navigate(path)}>
                  <ListItemText primary={label} />
                </ListItemButton>
              ))}
          </>
        )}
        <ListItemButton onClick={() => navigate(ACCOUNT_PATH)}>
          <ListItemText primary="Minha conta" />
        </ListItemButton>
        <ListItemButton onClick={() => void logout()}>
          <ListItemText primary="Sair" />
        </ListItemButton>
      </List>
    </nav>
  )
})
