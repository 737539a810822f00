import { act, cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { TOKEN_KEY, useSession } from '../lib/session-store'
import { RequireAuth, RequireRole } from './guards'

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url')
/** A login token as the server makes it; the client reads only the payload. */
const tokenFor = (role: string, name = 'Ana Lúcia') =>
  [
    base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' })),
    base64url(
      JSON.stringify({ sub: 'ana@clinica.com.br', name, role, exp: Math.floor(Date.now() / 1000) + 3600 }),
    ),
    'assinatura',
  ].join('.')

function LoginPage() {
  const location = useLocation()
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname
  return <p>Página de login (voltar para {from ?? 'nenhum'})</p>
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/" element={<p>Início</p>} />
        <Route
          path="/minha-conta"
          element={
            <RequireAuth>
              <p>Minha conta</p>
            </RequireAuth>
          }
        />
        <Route
          path="/pacientes/buscar"
          element={
            <RequireAuth>
              <p>Pacientes Cadastrados</p>
            </RequireAuth>
          }
        />
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

beforeEach(() => {
  useSession.getState().logout()
})

afterEach(() => {
  cleanup()
  useSession.getState().logout()
})

describe('RequireAuth', () => {
  it('sends a visitor without a session to /login, remembering where they were going', () => {
    renderAt('/pacientes/buscar')
    expect(screen.getByText('Página de login (voltar para /pacientes/buscar)')).toBeTruthy()
    expect(screen.queryByText('Pacientes Cadastrados')).toBeNull()
  })

  it('shows the page to a signed-in user', () => {
    useSession.getState().login(tokenFor('CLINICIAN'))
    renderAt('/pacientes/buscar')
    expect(screen.getByText('Pacientes Cadastrados')).toBeTruthy()
    expect(useSession.getState().user).toMatchObject({ name: 'Ana Lúcia', email: 'ana@clinica.com.br' })
    expect(localStorage.getItem(TOKEN_KEY)).toBe(useSession.getState().token)
  })

  it('sends the user to /login when the session ends while on the page', () => {
    useSession.getState().login(tokenFor('CLINICIAN'))
    renderAt('/pacientes/buscar')
    act(() => useSession.getState().logout())
    expect(screen.getByText(/Página de login/)).toBeTruthy()
    expect(screen.queryByText('Pacientes Cadastrados')).toBeNull()
  })

  it('keeps an account that must enrol a second factor on Minha conta until it enrols', () => {
    useSession.getState().login(tokenFor('ADMIN'), { mfaEnrolmentRequired: true })
    renderAt('/pacientes/buscar')
    expect(screen.getByText('Minha conta')).toBeTruthy()
    expect(screen.queryByText('Pacientes Cadastrados')).toBeNull()
    expect(localStorage.getItem('mfaEnrolmentRequired')).toBe('1')
    cleanup()
    act(() => useSession.getState().enrolled())
    renderAt('/pacientes/buscar')
    expect(screen.getByText('Pacientes Cadastrados')).toBeTruthy()
    expect(localStorage.getItem('mfaEnrolmentRequired')).toBeNull()
  })
})

describe('RequireRole', () => {
  it('sends a user who is not ADMIN to the home page', () => {
    useSession.getState().login(tokenFor('CLINICIAN'))
    renderAt('/admin/invite')
    expect(screen.getByText('Início')).toBeTruthy()
    expect(screen.queryByText('Gerar Token de Convite')).toBeNull()
  })

  it('shows the page to an ADMIN', () => {
    useSession.getState().login(tokenFor('ADMIN'))
    renderAt('/admin/invite')
    expect(screen.getByText('Gerar Token de Convite')).toBeTruthy()
  })

  it('is case-sensitive about the role name', () => {
    useSession.getState().login(tokenFor('admin'))
    renderAt('/admin/invite')
    expect(screen.getByText('Início')).toBeTruthy()
  })

  it('sends a visitor without a session to /login first, not to the home page', () => {
    renderAt('/admin/invite')
    expect(screen.getByText('Página de login (voltar para /admin/invite)')).toBeTruthy()
  })
})
