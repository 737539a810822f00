import { act, cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { useSession } from '../lib/session-store'
import { RequireAuth, RequireRole } from './guards'

/** The server's GET /auth/me for Ana with this role. */
const signIn = (role: string, { mfaEnrolmentRequired = false } = {}) =>
  useSession.getState().signedIn({
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Ana Lúcia',
    email: 'ana@clinica.com.br',
    role: role as 'ADMIN',
    idleMinutes: 60,
    mfaEnabled: false,
    mfaEnrolmentRequired,
    expiresAt: new Date(Date.now() + 3600_000).toISOString(),
    csrfToken: 'csrf',
  })

function LoginPage() {
  const location = useLocation()
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname
  return <p>Página de login (voltar para {from ?? 'nenhum'})</p>
}

/** Pages behind RequireAuth alone, and the text each shows. */
const SIGNED_IN_PAGES = { '/minha-conta': 'Minha conta', '/pacientes/buscar': 'Pacientes Cadastrados' }

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/" element={<p>Início</p>} />
        {Object.entries(SIGNED_IN_PAGES).map(([path, title]) => (
          <Route
            key={path}
            path={path}
            element={
              <RequireAuth>
                <p>{title}</p>
              </RequireAuth>
            }
          />
        ))}
        <Route
          path="/admin/invite"
          element={
            <RequireAuth>
              <RequireRole role="ADMIN">
                <p>Gerar Token de Convite</p>
              </RequireRole>
            </RequireAuth>
          }
        />
      </Routes>
    </MemoryRouter>,
  )
}

/** Opens `path` and expects the page that says `shown`, and not the one that says `instead` when given. */
function expectPage(path: string, shown: string | RegExp, instead?: string | RegExp) {
  renderAt(path)
  expect(screen.getByText(shown)).toBeTruthy()
  if (instead !== undefined) expect(screen.queryByText(instead)).toBeNull()
}

beforeEach(() => {
  useSession.getState().logout()
})

afterEach(() => {
  cleanup()
  useSession.getState().logout()
})

describe('RequireAuth', () => {
  it('sends a visitor without a session to /login, remembering where they were going', () => {
    expectPage(
      '/pacientes/buscar',
      'Página de login (voltar para /pacientes/buscar)',
      'Pacientes Cadastrados',
    )
  })

  it('shows the page to a signed-in user', () => {
    signIn('CLINICIAN')
    expectPage('/pacientes/buscar', 'Pacientes Cadastrados')
    expect(useSession.getState().user).toMatchObject({ name: 'Ana Lúcia', email: 'ana@clinica.com.br' })
  })

  it('sends the user to /login when the session ends while on the page', () => {
    signIn('CLINICIAN')
    renderAt('/pacientes/buscar')
    act(() => useSession.getState().logout())
    expect(screen.getByText(/Página de login/)).toBeTruthy()
    expect(screen.queryByText('Pacientes Cadastrados')).toBeNull()
  })

  it('keeps an account that must enrol a second factor on Minha conta until it enrols', () => {
    signIn('ADMIN', { mfaEnrolmentRequired: true })
    expectPage('/pacientes/buscar', 'Minha conta', 'Pacientes Cadastrados')
    cleanup()
    act(() => useSession.getState().enrolled())
    expectPage('/pacientes/buscar', 'Pacientes Cadastrados')
  })
})

describe('RequireRole', () => {
  it('sends a user who is not ADMIN to the home page', () => {
    signIn('CLINICIAN')
    expectPage('/admin/invite', 'Início', 'Gerar Token de Convite')
  })

  it('shows the page to an ADMIN', () => {
    signIn('ADMIN')
    expectPage('/admin/invite', 'Gerar Token de Convite')
  })

  it('is case-sensitive about the role name', () => {
    signIn('admin')
    expectPage('/admin/invite', 'Início')
  })

  it('shows a spinner while the server has not yet said whether the session is live', () => {
    useSession.setState({ checking: true })
    renderAt('/admin/invite')
    expect(screen.getByRole('progressbar', { name: 'Carregando…' })).toBeTruthy()
    expect(screen.queryByText(/Página de login/)).toBeNull()
  })

  it('sends a visitor without a session to /login first, not to the home page', () => {
    expectPage('/admin/invite', 'Página de login (voltar para /admin/invite)')
  })
})
