import { lazy, type ComponentType } from 'react'
import { matchPath, Navigate, Route, Routes } from 'react-router-dom'
import { LoginPage } from '../features/auth/login-page'
import { FAMILY_PATH } from '../lib/family-session'
import { mayBeSignedIn } from '../lib/session-store'
import { RequireAuth, RequireRole } from './guards'
import { NEW_FAMILY_PATIENT } from '../lib/wizard-routes'

// Every page but login is its own chunk: the login page downloads none of the wizard, RJSF or Ajv.
// The signed-in shell (menu, top bar, dialogs) is not needed to show the login page either.
const loadShell = () => import('./shell')
const Shell = lazy(loadShell)
const RegisterPage = lazy(() => import('../features/auth/register-page'))
const ResetPage = lazy(() => import('../features/auth/reset-page'))
const InvitePage = lazy(() => import('../features/invites/invite-page'))
const UsersPage = lazy(() => import('../features/admin/users-page'))
const AuditPage = lazy(() => import('../features/admin/audit-page'))
const QuestionnairePage = lazy(() => import('../features/admin/questionnaire-page'))
// The family's form: public (a link's token and the child's birth date), outside the clinician's shell and session.
const FamilyPage = lazy(() => import('../features/family-form/family-page'))

// The signed-in pages of the shell, by path, and how each is loaded.
const shellPages: [path: string, load: () => Promise<{ default: ComponentType }>][] = [
  ['/', () => import('../features/home/home-page')],
  ['/pacientes/novo/:slug?', () => import('../features/wizard/wizard-page')],
  ['/pacientes/buscar', () => import('../features/patients/patient-list-page')],
  [NEW_FAMILY_PATIENT, () => import('../features/evaluations/family/new-family-patient-page')],
  ['/pacientes/:id/editar', () => import('../features/patients/patient-edit-page')],
  ['/pacientes/:id/avaliacoes', () => import('../features/evaluations/patient-evaluations-page')],
  ['/avaliacoes/:id', () => import('../features/evaluations/evaluation-detail-page')],
  ['/minha-conta', () => import('../features/account/account-page')],
]
const shellRoutes = shellPages.map(([path, load]) => {
  const Page = lazy(load)
  return path === '/' ? (
    <Route key={path} index element={<Page />} />
  ) : (
    <Route key={path} path={path.slice(1)} element={<Page />} />
  )
})

// A browser that was signed in is opening a page of the shell: its code is fetched while the server checks the
// session, instead of one after the other.
if (mayBeSignedIn()) {
  const page = shellPages.find(([path]) => matchPath(path, window.location.pathname))
  if (page) void Promise.all([loadShell(), page[1]()]).catch(() => undefined)
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/redefinir-senha" element={<ResetPage />} />
      <Route path={FAMILY_PATH} element={<FamilyPage />} />
      <Route
        element={
          <RequireAuth>
            <Shell />
          </RequireAuth>
        }
      >
        {shellRoutes}
        {(
          [
            ['admin/invite', <InvitePage key="invite" />],
            ['admin/usuarios', <UsersPage key="users" />],
            ['admin/auditoria', <AuditPage key="audit" />],
            ['admin/questionario', <QuestionnairePage key="questionnaire" />],
          ] as const
        ).map(([path, page]) => (
          <Route key={path} path={path} element={<RequireRole role="ADMIN">{page}</RequireRole>} />
        ))}
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  )
}
