import { lazy, Suspense, useState, type FormEvent } from 'react'
import { Link as RouterLink, Navigate, useLocation, useNavigate, type Location } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import { useSession } from '../../lib/session-store'
import { CenteredCard } from '../../components/centered-card'
import { LOAD_FAILED } from '../../components/chunk-error-boundary'
import { OutlinedField } from '../../components/outlined-field'
import { PageSpinner } from '../../components/page-spinner'
import { SubmitButton } from '../../components/submit-button'
import type { Token } from '../../../shared/contract/auth'

// The login page is the first thing downloaded: the HTTP client and the second step come when they are used (the
// client when the form is first touched, the second step with the answer that asks for it).
const loadCalls = () => import('./login-calls')
const loadSecondFactor = () => import('./second-factor-step')
const SecondFactorStep = lazy(() => loadSecondFactor().then((m) => ({ default: m.SecondFactorStep })))

interface LoginState {
  from?: Location
  registered?: boolean
  passwordReset?: boolean
}

const INVALID = 'Usuário ou senha inválidos.'

export function LoginPage() {
  const navigate = useNavigate()
  const state = (useLocation().state ?? {}) as LoginState
  const { user, expired, login } = useSession()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [challenge, setChallenge] = useState<string | null>(null)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const target = state.from ? `${state.from.pathname}${state.from.search}${state.from.hash}` : '/'
  if (user && !loading) return <Navigate to={target} replace />

  const signIn = (session: Token) => {
    login(session.token, { mfaEnrolmentRequired: session.mfaEnrolmentRequired })
    void navigate(session.mfaEnrolmentRequired ? '/minha-conta' : target, { replace: true })
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setLoading(true)
    setError(null)
    let calls: Awaited<ReturnType<typeof loadCalls>> | undefined
    try {
      calls = await loadCalls()
      const step = await calls.login({ email, password })
      if (step.mfaRequired && step.challenge) {
        // Fetched before it is shown (no spinner in between); were it to fail, the page's error says so.
        await loadSecondFactor().catch(() => undefined)
        setPassword('')
        setChallenge(step.challenge)
      } else if (step.token) signIn({ ...step, token: step.token })
    } catch (failure) {
      const status = calls?.statusOf(failure)
      // Only throttling and disabled accounts get their own words; every other failure reads the same (but the
      // HTTP client itself not downloaded is no wrong password).
      if (!calls) setError(LOAD_FAILED)
      else setError(status === 429 || status === 403 ? await calls.errorMessage(failure, INVALID) : INVALID)
    } finally {
      setLoading(false)
    }
  }

  const restart = (message: string) => {
    setChallenge(null)
    setError(message)
  }

  return (
    <CenteredCard title="Login">
      {challenge ? (
        <Suspense fallback={<PageSpinner />}>
          <SecondFactorStep challenge={challenge} onSignedIn={signIn} onRestart={restart} />
        </Suspense>
      ) : (
        <Stack
          component="form"
          spacing={2}
          onSubmit={(e) => void submit(e)}
          onFocus={() => void loadCalls().catch(() => undefined)}
          noValidate={false}
        >
          {state.registered && <Alert severity="success">Cadastro realizado com sucesso!</Alert>}
          {state.passwordReset && !error && (
            <Alert severity="success">Senha alterada. Entre com a nova senha.</Alert>
          )}
          {expired && !error && <Alert severity="info">Sua sessão expirou. Entre novamente.</Alert>}
          {error && <Alert severity="error">{error}</Alert>}
          <OutlinedField
            label="Email"
            type="email"
            required
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value.toLowerCase())}
          />
          <OutlinedField
            label="Senha"
            type="password"
            required
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <SubmitButton loading={loading}>Entrar</SubmitButton>
          <Link component={RouterLink} to="/register" variant="body2">
            Tenho um convite: criar conta
          </Link>
        </Stack>
      )}
    </CenteredCard>
  )
}
