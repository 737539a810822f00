import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import CircularProgress from '@mui/material/CircularProgress'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import { errorMessage } from '../../lib/api'
import { useLoad } from '../../lib/use-load'
import { endSession, listSessions } from './api'
import { Section } from './section'

const dateTime = (iso: string) => new Date(iso).toLocaleString('pt-BR')

/** The account's open sessions (browser, address, when): any but this one can be ended here. */
export function SessionsSection({ version }: { version: number }) {
  const [ended, setEnded] = useState(0)
  const [ending, setEnding] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const { data, loading, error: loadError } = useLoad(listSessions, [version, ended])

  const end = async (id: string) => {
    setEnding(id)
    setError(null)
    try {
      await endSession(id)
      setEnded((n) => n + 1)
    } catch (failure) {
      setError(await errorMessage(failure, 'Não foi possível encerrar a sessão.'))
    } finally {
      setEnding(null)
    }
  }

  return (
    <Section title="Sessões ativas">
      {error && <Alert severity="error">{error}</Alert>}
      {loading ? (
        <CircularProgress size={24} aria-label="Carregando sessões" />
      ) : loadError || !data ? (
        <Alert severity="error">Erro ao carregar as sessões.</Alert>
      ) : (
        <List aria-label="Sessões ativas">
          {data.map((session) => (
            <ListItem
              key={session.id}
              divider
              secondaryAction={
                session.current ? (
                  <Chip label="Esta sessão" size="small" color="primary" variant="outlined" />
                ) : (
                  <Button
                    size="small"
                    color="error"
                    disabled={ending !== null}
                    onClick={() => void end(session.id)}
                  >
                    Encerrar
                  </Button>
                )
              }
            >
              <ListItemText
                primary={session.device}
                secondary={`IP ${session.ip || 'desconhecido'} · Início: ${dateTime(session.createdAt)} · Último uso: ${dateTime(session.lastUsedAt)}`}
                sx={{ pr: 12 }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  )
}
