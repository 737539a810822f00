import { lazy } from 'react'
import { Navigate, Route, Routes } from 'react-router-dom'
import { LoginPage } from '../features/auth/login-page'
import { FAMILY_PATH } from '../lib/family-session'
import { RequireAuth, RequireRole } from './guards'
import { NEW_FAMILY_PATIENT } from '../lib/wizard-routes'

// Every page but login is its own chunk: the login page downloads none of the wizard, RJSF or Ajv.
// The signed-in shell (menu, top bar, dialogs) is not needed to show the login page either.
const Shell = lazy(() => import('./shell'))
const RegisterPage = lazy(() => import('../features/auth/register-page'))
const ResetPage = lazy(() => import('../features/auth/reset-page'))
const AccountPage = lazy(() => import('../features/account/account-page'))
const HomePage = lazy(() => import('../features/home/home-page'))
const InvitePage = lazy(() => import('../features/invites/invite-page'))
const UsersPage = lazy(() => import('../features/admin/users-page'))
const AuditPage = lazy(() => import('../features/admin/audit-page'))
const QuestionnairePage = lazy(() => import('../features/admin/questionnaire-page'))
const WizardPage = lazy(() => import('../features/wizard/wizard-page'))
const PatientListPage = lazy(() => import('../features/patients/patient-list-page'))
const PatientEditPage = lazy(() => import('../features/patients/patient-edit-page'))
const PatientEvaluationsPage = lazy(() => import('../features/evaluations/patient-evaluations-page'))
const EvaluationDetailPage = lazy(() => import('../features/evaluations/evaluation-detail-page'))
const NewFamilyPatientPage = lazy(() => import('../features/evaluations/family/new-family-patient-page'))
// The family's form: public (a link's token and the child's birth date), outside the clinician's shell and session.
const FamilyPage = lazy(() => import('../features/family-form/family-page'))

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
        <Route index element={<HomePage />} />
        <Route path="pacientes/novo/:slug?" element={<WizardPage />} />
        <Route path="pacientes/buscar" element={<PatientListPage />} />
        <Route path={NEW_FAMILY_PATIENT.slice(1)} element={<NewFamilyPatientPage />} />
        <Route path="pacientes/:id/editar" element={<PatientEditPage />} />
        <Route path="pacientes/:id/avaliacoes" element={<PatientEvaluationsPage />} />
        <Route path="avaliacoes/:id" element={<EvaluationDetailPage />} />
        <Route path="minha-conta" element={<AccountPage />} />
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
