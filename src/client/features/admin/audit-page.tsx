import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import { DateField } from '../../components/date-field/date-field'
import { isCompleteOrEmpty } from '../../components/date-field/date-text'
import { usePageTitle } from '../../lib/page-title'
import { PageSpinner } from '../../components/page-spinner'
import { useLoad } from '../../lib/use-load'
import { localTimeZone } from '../../../shared/dates'
import { auditPage, listUsers } from './api'
import { actionLabel, entityLabel } from './audit-actions'

interface Filters {
  userId: string
  patientId: string
  from: string
  to: string
}

const PAGE_SIZE = 50
// The trail is shown, and its days filtered, in the browser's time zone: the clinic's own clock.
const timeZone = localTimeZone()
const when = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'medium' })

/** A name with what identifies it (an id, an e-mail) in a tooltip that the keyboard reaches too; '—' for none. */
function Named({ name, detail }: { name: string | null | undefined; detail: string | null }) {
  if (!name && !detail) return <>—</>
  if (!detail) return <>{name}</>
  return (
    <Tooltip title={detail} describeChild>
      <span tabIndex={0} style={{ overflowWrap: 'anywhere' }}>
        {name || detail}
      </span>
    </Tooltip>
  )
}

export default function AuditPage() {
  usePageTitle('Auditoria')
  const [filters, setFilters] = useState<Filters>({ userId: '', patientId: '', from: '', to: '' })
  // Pages are walked with the id of the last entry shown; the stack lets 'Anterior' go back.
  const [cursors, setCursors] = useState<number[]>([])
  const users = useLoad(listUsers, [])
  const before = cursors.at(-1)
  // Empty filters are left out of the query string.
  const page = useLoad(() => auditPage({ ...filters, timeZone, before, limit: PAGE_SIZE }), [filters, before])

  const setFilter = (key: keyof Filters, value: string) => {
    setFilters((f) => ({ ...f, [key]: value.trim() }))
    setCursors([])
  }
  // A date half typed stays in its field, which says what is missing; the list keeps the last whole date's filter.
  const [typed, setTyped] = useState<Pick<Filters, 'from' | 'to'>>({ from: '', to: '' })
  const setDate = (key: 'from' | 'to', value: string | undefined) => {
    setTyped((t) => ({ ...t, [key]: value ?? '' }))
    if (isCompleteOrEmpty(value)) setFilter(key, value ?? '')
  }

  return (
    <Paper sx={{ p: 2, maxWidth: 1200 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label="Usuário"
          value={filters.userId}
          onChange={(e) => setFilter('userId', e.target.value)}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">Todos</MenuItem>
          {(users.data ?? []).map((user) => (
            <MenuItem key={user.id} value={user.id}>
              {user.name} ({user.email})
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Paciente (id)"
          value={filters.patientId}
          onChange={(e) => setFilter('patientId', e.target.value)}
          sx={{ minWidth: 320 }}
        />
        <DateField label="De" value={typed.from} onChange={(v) => setDate('from', v)} />
        <DateField label="Até" value={typed.to} onChange={(v) => setDate('to', v)} />
      </Stack>
      {page.loading && <PageSpinner />}
      {page.error !== undefined && (
        <Alert severity="error">Erro ao carregar a auditoria. Confira os filtros.</Alert>
      )}
      {page.data && (
        <>
          <Table size="small" aria-label="Registros de auditoria">
            <TableHead>
              <TableRow>
                <TableCell>Quando</TableCell>
                <TableCell>Usuário</TableCell>
                <TableCell>Ação</TableCell>
                <TableCell>Registro</TableCell>
                <TableCell>Paciente</TableCell>
                <TableCell>IP</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {page.data.items.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell>{when.format(new Date(entry.at))}</TableCell>
                  <TableCell>
                    <Named
                      name={entry.userName ?? entry.userEmail}
                      detail={[entry.userEmail, entry.userId].filter(Boolean).join(' · ') || null}
                    />
                  </TableCell>
                  <TableCell>{actionLabel(entry.action)}</TableCell>
                  <TableCell>
                    <Named
                      name={
                        entry.entity &&
                        [entityLabel(entry.entity), entry.entityName].filter(Boolean).join(': ')
                      }
                      detail={entry.entityId}
                    />
                  </TableCell>
                  <TableCell>
                    <Named name={entry.patientName} detail={entry.patientId} />
                  </TableCell>
                  <TableCell>{entry.ip ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {page.data.items.length === 0 && <Alert severity="info">Nenhum registro encontrado.</Alert>}
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Button disabled={cursors.length === 0} onClick={() => setCursors((c) => c.slice(0, -1))}>
              Anterior
            </Button>
            <Button
              disabled={page.data.nextBefore === null}
              onClick={() => setCursors((c) => [...c, page.data!.nextBefore!])}
            >
              Próxima
            </Button>
          </Stack>
        </>
      )}
    </Paper>
  )
}
