import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { usePageTitle } from '../../lib/page-title'
import { PageSpinner } from '../../components/page-spinner'
import { PatientRow } from './patient-row'
import { usePatientSearch } from './use-patient-search'

const DEBOUNCE_MS = 300

export default function PatientListPage() {
  usePageTitle('Buscar Paciente')
  const navigate = useNavigate()
  const location = useLocation()
  const query = (location.state as { q?: string } | null)?.q ?? ''
  const [typed, setTyped] = useState(query)
  const { items, loading, failed, hasMore, loadMore } = usePatientSearch(query)
  const sentinel = useRef<HTMLDivElement>(null)

  // The history entry keeps the search (back button, reload) in its state, not in the address: a child's name has
  // no place in the address bar, the browser's history list or a copied link. It changes once typing pauses.
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined)
  const { pathname } = location
  useEffect(() => {
    pending.current = setTimeout(() => {
      const q = typed.trim()
      if (q !== query) void navigate(pathname, { replace: true, state: q ? { q } : null })
    }, DEBOUNCE_MS)
    return () => clearTimeout(pending.current)
  }, [typed, query, navigate, pathname])

  // More rows as the clinician scrolls to the end of the list.
  useEffect(() => {
    const node = sentinel.current
    if (!node || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && loadMore(),
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [loadMore])

  // Leaving the page drops the search's pending URL update: this page stays mounted while the next one's code
  // loads, and the update would otherwise bring the clinician back to the list.
  const leave = useCallback(
    (to: string) => {
      clearTimeout(pending.current)
      void navigate(to)
    },
    [navigate],
  )
  const open = useCallback((id: string) => leave(`/pacientes/${id}/avaliacoes`), [leave])
  const edit = useCallback((id: string) => leave(`/pacientes/${id}/editar`), [leave])

  return (
    <Paper sx={{ p: 3, maxWidth: 1000 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        Pacientes Cadastrados
      </Typography>
      <TextField
        label="Buscar pelo nome"
        type="search"
        fullWidth
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
        sx={{ mb: 2 }}
      />
      {failed && <Alert severity="error">Erro ao carregar pacientes. Tente novamente.</Alert>}
      <List aria-label="Pacientes" aria-busy={loading}>
        {items.map((patient) => (
          <PatientRow key={patient.id} patient={patient} onOpen={open} onEdit={edit} />
        ))}
      </List>
      {!loading && !failed && items.length === 0 && (
        <Typography color="text.secondary">
          {query ? `Nenhum paciente encontrado para "${query}".` : 'Nenhum paciente cadastrado ainda.'}
        </Typography>
      )}
      {loading && <PageSpinner label="Carregando pacientes" />}
      <div ref={sentinel} />
      {hasMore && !loading && (
        <Button onClick={() => void loadMore()} sx={{ mt: 1 }}>
          Carregar mais
        </Button>
      )}
    </Paper>
  )
}
