import { useState, type FormEvent } from 'react'
import {
  DATE_PLACEHOLDER,
  datePrompt,
  isCompleteOrEmpty,
  isRealIsoDate,
  typedFromValue,
  valueFromTyped,
} from '../../components/date-field/date-text'
import { Notice } from '../../components/notice'
import { OutlinedField } from '../../components/outlined-field'
import { PlainSubmitButton } from '../../components/plain-button'
import { errorMessage, statusOf } from '../../lib/api'
import { openLink } from './api'
import { ASKED_AGAIN, BIRTH_DATE_LABEL, BIRTH_DATE_PROMPT, INTRO, OPEN_FAILED } from './messages'
import './family-page.css'

/** Answers that leave nothing to try again with this link: only the server's message is shown. */
const FINAL = new Set([404, 410])
/** The refusal above the field, which the field names as its description. */
const PROBLEM_ID = 'family-birth-date-problem'

interface Props {
  token: string
  /** The session ended while the family answered: the date is asked again, nothing typed is lost. */
  again?: boolean
  onOpened(): void
}

/**
 * The first screen: nothing of the child is shown before the family confirms the birth date, so that a forwarded link
 * alone reveals nothing. Light on purpose (no form library, no MUI): it is what a phone downloads first. The date is
 * typed as dd/mm/aaaa, as in the app's date fields, and leaving it unfinished says so under it at once.
 */
export function BirthDateGate({ token, again = false, onOpened }: Props) {
  const [birthDate, setBirthDate] = useState<string | undefined>()
  const [left, setLeft] = useState(false)
  const [loading, setLoading] = useState(false)
  const [problem, setProblem] = useState<{ message: string; final: boolean } | null>(null)
  const unfinished = left && !isCompleteOrEmpty(birthDate)

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
      <Notice severity="info" role="alert">
        {problem.message}
      </Notice>
    )
  return (
    <form className="family-gate" noValidate onSubmit={(e) => void submit(e)}>
      <p>{again ? ASKED_AGAIN : INTRO}</p>
      {problem && (
        <div id={PROBLEM_ID}>
          <Notice severity="error">{problem.message}</Notice>
        </div>
      )}
      <OutlinedField
        id="family-birth-date"
        label={BIRTH_DATE_LABEL}
        value={typedFromValue(birthDate)}
        placeholder={DATE_PLACEHOLDER}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        required
        invalid={Boolean(problem) || unfinished}
        // The form's own message stands in for this one once the form has refused the value.
        helperText={unfinished && !problem ? datePrompt('') : undefined}
        describedBy={problem ? PROBLEM_ID : undefined}
        onChange={(e) => {
          setLeft(false)
          setBirthDate(valueFromTyped(e.target.value))
        }}
        onBlur={() => setLeft(true)}
      />
      <PlainSubmitButton loading={loading}>Continuar</PlainSubmitButton>
    </form>
  )
}
