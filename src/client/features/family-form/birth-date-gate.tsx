import { useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { DateField } from '../../components/date-field/date-field'
import { isRealIsoDate } from '../../components/date-field/date-text'
import { SubmitButton } from '../../components/submit-button'
import { errorMessage, statusOf } from '../../lib/api'
import { openLink } from './api'
import { ASKED_AGAIN, BIRTH_DATE_LABEL, BIRTH_DATE_PROMPT, INTRO, OPEN_FAILED } from './messages'

/** Answers that leave nothing to try again with this link: only the server's message is shown. */
const FINAL = new Set([404, 410])

interface Props {
  token: string
  /** The session ended while the family answered: the date is asked again, nothing typed is lost. */
  again?: boolean
  onOpened(): void
}

/**
 * The first screen: nothing of the child is shown before the family confirms the birth date, so that a forwarded link
 * alone reveals nothing. Light on purpose (no form library): it is what a phone downloads first.
 */
export function BirthDateGate({ token, again = false, onOpened }: Props) {
  const [birthDate, setBirthDate] = useState<string | undefined>()
  const [loading, setLoading] = useState(false)
  const [problem, setProblem] = useState<{ message: string; final: boolean } | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!birthDate || !isRealIsoDate(birthDate))
      return setProblem({ message: BIRTH_DATE_PROMPT, final: false })
    setLoading(true)
    setProblem(null)
    try {
      await openLink(token, birthDate)
      onOpened()
    } catch (error) {
      setProblem({
        message: await errorMessage(error, OPEN_FAILED),
        final: FINAL.has(statusOf(error) ?? 0),
      })
      setLoading(false)
    }
  }

  if (problem?.final)
    return (
      <Alert severity="info" role="alert">
        {problem.message}
      </Alert>
    )
  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={(e) => void submit(e)}>
      <Typography>{again ? ASKED_AGAIN : INTRO}</Typography>
      {problem && (
        <Alert severity="error" role="alert">
          {problem.message}
        </Alert>
      )}
      <DateField
        id="family-birth-date"
        label={BIRTH_DATE_LABEL}
        value={birthDate}
        onChange={setBirthDate}
        error={Boolean(problem)}
        required
        fullWidth
      />
      <SubmitButton loading={loading} size="large" fullWidth sx={{ minHeight: 48 }}>
        Continuar
      </SubmitButton>
    </Stack>
  )
}
