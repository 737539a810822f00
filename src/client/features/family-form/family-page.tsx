import { lazy, Suspense, useState } from 'react'
import { useLocation } from 'react-router-dom'
import type { FamilyForm } from '../../../shared/contract/family'
import { ChunkErrorBoundary } from '../../components/chunk-error-boundary'
import { Notice } from '../../components/notice'
import { PageSpinner } from '../../components/page-spinner'
import { PlainButton } from '../../components/plain-button'
import { errorMessage } from '../../lib/api'
import { usePageTitle } from '../../lib/page-title'
import { loadForm } from './api'
import { resumed, startWith, useFamilyAnswers } from './autosave'
import { BirthDateGate } from './birth-date-gate'
import { NO_TOKEN, OPEN_FAILED, SENT, THANKS } from './messages'
import './family-page.css'

// The questions (MUI, RJSF, the step schemas and their validators) come only after the birth date is confirmed: the
// page around them is drawn without MUI, so that a phone's first download is small.
const FamilyQuestions = lazy(() => import('./family-questions-themed'))

/** The link's token, from the address's fragment (#token=…), which no server log sees. */
const tokenOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? ''

type Phase =
  | { kind: 'gate' }
  | { kind: 'loading' }
  | { kind: 'form' }
  | { kind: 'later' }
  | { kind: 'sent' }
  /** The link takes no answers any more: only the server's message is shown. */
  | { kind: 'closed'; message: string }

/**
 * The family's form at /familia#token=…, without an account and outside the clinician's app: the birth date first
 * (asked each time the page is opened), then the link's steps one screen at a time, saved as they are typed.
 */
export default function FamilyPage() {
  const token = tokenOf(useLocation().hash)
  const [phase, setPhase] = useState<Phase>({ kind: 'gate' })
  const [form, setForm] = useState<FamilyForm | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const status = useFamilyAnswers((s) => s.status)
  const saveMessage = useFamilyAnswers((s) => s.message)
  usePageTitle(form ? `Histórico de ${form.childFirstName}` : 'Histórico da criança')

  const opened = async () => {
    setPhase({ kind: 'loading' })
    setProblem(null)
    try {
      const loaded = await loadForm()
      if (loaded.status === 'enviado') return setPhase({ kind: 'closed', message: SENT })
      startWith(loaded.answers)
      setForm(loaded)
      setPhase({ kind: 'form' })
    } catch (error) {
      setProblem(await errorMessage(error, OPEN_FAILED))
      setPhase({ kind: 'gate' })
    }
  }

  const content = () => {
    if (!token) return <Notice severity="error">{NO_TOKEN}</Notice>
    if (phase.kind === 'closed') return <Notice severity="info">{phase.message}</Notice>
    if (status === 'gone') return <Notice severity="info">{saveMessage}</Notice>
    if (phase.kind === 'sent')
      return (
        <Notice severity="success" role="status">
          {THANKS}
        </Notice>
      )
    // The family session ended while answering: the birth date again, then what was typed meanwhile is saved.
    if (form && status === 'ended')
      return <BirthDateGate token={token} again onOpened={() => void resumed()} />
    if (phase.kind === 'gate' || !form)
      return (
        <div className="family-stack">
          {problem && <Notice severity="error">{problem}</Notice>}
          {phase.kind === 'loading' ? (
            <PageSpinner />
          ) : (
            <BirthDateGate token={token} onOpened={() => void opened()} />
          )}
        </div>
      )
    if (phase.kind === 'later')
      return (
        <div className="family-stack family-later">
          <Notice severity="success" role="status">
            Suas respostas foram salvas. Para continuar depois, abra o mesmo link que a clínica enviou: ele
            pede a data de nascimento de novo e volta de onde você parou.
          </Notice>
          <PlainButton variant="outlined" onClick={() => setPhase({ kind: 'form' })}>
            Continuar agora
          </PlainButton>
        </div>
      )
    return (
      <ChunkErrorBoundary>
        <Suspense fallback={<PageSpinner label="Carregando as perguntas…" />}>
          <FamilyQuestions
            form={form}
            onLater={() => setPhase({ kind: 'later' })}
            onSent={() => setPhase({ kind: 'sent' })}
          />
        </Suspense>
      </ChunkErrorBoundary>
    )
  }

  return (
    <main className="family-page">
      <header>
        <h1>{form ? `Histórico de ${form.childFirstName}` : 'Histórico da criança'}</h1>
        {form && <p className="family-clinic">{form.clinicName}</p>}
      </header>
      {content()}
    </main>
  )
}
