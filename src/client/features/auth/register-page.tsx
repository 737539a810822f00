import { useState, type FormEvent } from 'react'
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { errorMessage } from '../../lib/api'
import { MuiTheme } from '../../components/mui-theme'
import { CenteredCard } from '../../components/centered-card'
import { NewPasswordField } from '../../components/new-password-field'
import { SubmitButton } from '../../components/submit-button'
import { register } from './api'
import { tokenFromHash } from './token-from-hash'

const REGISTER_ERROR = 'Erro ao cadastrar. Verifique os dados e o token de convite.'

export default function RegisterPage() {
  const navigate = useNavigate()
  const location = useLocation()
  const [form, setForm] = useState({
    name: '',
    email: '',
    password: '',
    inviteToken: tokenFromHash(location.hash),
  })
  // The first administrator's link says so (the server printed it); the text changes, the server decides the role.
  const firstAdmin = new URLSearchParams(location.hash.replace(/^#/, '')).get('conta') === 'administrador'
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) =>
      setForm((f) => ({ ...f, [name]: name === 'email' ? e.target.value.toLowerCase() : e.target.value })),
  })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setLoading(true)
    setError(null)
    try {
      await register({ ...form, email: form.email.trim() })
      void navigate('/login', { replace: true, state: { registered: true } })
    } catch (failure) {
      setError(await errorMessage(failure, ''))
      setLoading(false)
    }
  }

  return (
    <MuiTheme>
      <CenteredCard title={firstAdmin ? 'Criar conta de administrador' : 'Criar conta'}>
        <Stack component="form" spacing={2} onSubmit={(e) => void submit(e)}>
          {firstAdmin && (
            <Alert severity="info">
              Esta é a primeira conta do sistema: a do administrador, que convida os demais usuários e
              gerencia as contas.
            </Alert>
          )}
          {error !== null && (
            <Alert severity="error">
              <AlertTitle>{REGISTER_ERROR}</AlertTitle>
              {error}
            </Alert>
          )}
          <TextField label="Nome" required autoComplete="name" {...field('name')} />
          <TextField label="Email" type="email" required autoComplete="email" {...field('email')} />
          <NewPasswordField label="Senha" {...field('password')} />
          <TextField label="Token de convite" required {...field('inviteToken')} />
          <SubmitButton loading={loading}>Cadastrar</SubmitButton>
          <Link component={RouterLink} to="/login" variant="body2">
            Já tenho conta: entrar
          </Link>
        </Stack>
      </CenteredCard>
    </MuiTheme>
  )
}
