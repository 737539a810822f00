import { lazy, Suspense, useState, type FormEvent } from 'react'
import { Link, Navigate, useLocation, useNavigate, type Location } from 'react-router-dom'
import { useSession } from '../../lib/session-store'
import { CenteredCard } from '../../components/centered-card'
import { LOAD_FAILED } from '../../components/chunk-error-boundary'
import { Notice } from '../../components/notice'
import { OutlinedField } from '../../components/outlined-field'
import { PageSpinner, Spinner } from '../../components/page-spinner'
import { PlainButton, PlainSubmitButton } from '../../components/plain-button'

// The login page is the first thing downloaded: it is drawn without MUI, and the HTTP client and the second step
// (drawn with MUI) come when they are used (the client when the form is first touched, the second step with the
// answer that asks for it).
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
  const { user, expired, signedIn } = useSession()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [challenge, setChallenge] = useState<{ token: string; totp: boolean; passkey: boolean } | null>(null)
  const [loading, setLoading] = useState(false)
  const [passkeyLoading, setPasskeyLoading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  // A success message from the page before (registered, password changed) belongs to the first attempt only.
  const [attempted, setAttempted] = useState(false)

  const target = state.from ? `${state.from.pathname}${state.from.search}${state.from.hash}` : '/'
  if (user && !loading && !passkeyLoading) return <Navigate to={target} replace />

  // The session is in a cookie this page cannot read: the server says whose it is.
  const signIn = async () => {
    const who = await (await loadCalls()).me()
    signedIn(who)
    void navigate(who.mfaEnrolmentRequired ? '/minha-conta' : target, { replace: true })
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setAttempted(true)
    const missing = !email.trim() ? 'Informe o email.' : !password ? 'Informe a senha.' : null
    if (missing) return setError(missing)
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
        setChallenge({ token: step.challenge, totp: step.totp ?? true, passkey: step.passkey ?? false })
      } else await signIn()
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

  // A sign-in without a password: the device's passkey, unlocked by its owner (PIN, fingerprint, face).
  const passkeySignIn = async () => {
    setPasskeyLoading(true)
    setError(null)
    let calls: Awaited<ReturnType<typeof loadCalls>> | undefined
    try {
      calls = await loadCalls()
      await calls.signInWithPasskey()
      await signIn()
    } catch (failure) {
      if (!calls) setError(LOAD_FAILED)
      else if (failure instanceof calls.PasskeyNotUsed) setError(failure.message)
      else setError(await calls.errorMessage(failure, 'Não foi possível entrar com a chave de acesso.'))
    } finally {
      setPasskeyLoading(false)
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
          <SecondFactorStep
            challenge={challenge.token}
            totp={challenge.totp}
            passkey={challenge.passkey}
            onSignedIn={signIn}
            onRestart={restart}
          />
        </Suspense>
      ) : (
        <form
          className="plain-stack"
          noValidate
          onSubmit={(e) => void submit(e)}
          onFocus={() => void loadCalls().catch(() => undefined)}
        >
          {state.registered && !attempted && (
            <Notice severity="success">Cadastro realizado com sucesso! Entre com seu email e senha.</Notice>
          )}
          {state.passwordReset && !attempted && (
            <Notice severity="success">Senha alterada. Entre com a nova senha.</Notice>
          )}
          {expired && !error && <Notice severity="info">Sua sessão expirou. Entre novamente.</Notice>}
          {error && <Notice severity="error">{error}</Notice>}
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
          <PlainSubmitButton loading={loading}>Entrar</PlainSubmitButton>
          <PlainButton variant="text" disabled={passkeyLoading} onClick={() => void passkeySignIn()}>
            {passkeyLoading && <Spinner small label="Aguardando a chave de acesso" />}
            Entrar com chave de acesso
          </PlainButton>
          <Link to="/register" className="plain-link plain-body2">
            Tenho um convite: criar conta
          </Link>
        </form>
      )}
    </CenteredCard>
  )
}
