import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { errorMessage, statusOf } from '../../lib/api'
import { notify } from '../../lib/notify'
import { useSession } from '../../lib/session-store'
import { toEvaluation, toPatient } from '../../../shared/questionnaire/mapping'
import type { EvaluationSectionKey } from '../../../shared/questionnaire/types'
import { patientMapping, steps } from '../../components/schema-form/questionnaire'
import { createEvaluation, createPatient } from './api'
import { useDraftStore } from './draft-store'
import { saveDraftNow } from './draft-sync'
import { patientUpdate } from './patient-edits'

const evaluationSections = steps
  .filter((s) => s.target === 'evaluation')
  .map((s) => s.section as EvaluationSectionKey)
const SUBMIT_ERROR = 'Erro ao enviar o formulário. Tente novamente.'

/**
 * The final submit: a new patient first, then the evaluation (which carries a registered patient's changes). Each create carries
 * the draft's idempotency key and the patient's id is kept in the draft as soon as it is known, so a retry
 * after any failure never creates a second patient. On failure the draft stays as it is.
 */
export function useSubmitDraft() {
  const navigate = useNavigate()
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const submit = async () => {
    setSending(true)
    setError(null)
    const { update } = useDraftStore.getState()
    try {
      // The draft on the server first: were the sending to fail, it is the latest there too. A session that
      // ended meanwhile stops here: the guard asks for a login and comes back to the draft.
      await saveDraftNow()
      const draft = useDraftStore.getState().draft
      if (!draft || !useSession.getState().user) return
      const { existingPatientId } = draft
      let patientId = existingPatientId ?? draft.patientId
      if (!patientId) {
        const patient = await createPatient(
          toPatient(draft.sections, patientMapping),
          draft.patientRequestKey,
        )
        patientId = patient.id
        update((d) => ({ ...d, patientId }))
        void saveDraftNow()
      }
      // Sent from its draft, the evaluation takes the draft with it (the server deletes it).
      // A registered patient's changes in his steps update his record in the same transaction as the evaluation.
      const patient = existingPatientId
        ? await patientUpdate(existingPatientId, draft.sections, draft.prefilled)
        : undefined
      await createEvaluation(
        {
          ...toEvaluation(draft.sections, patientId, evaluationSections, patientMapping),
          draftId: draft.id,
          ...(patient ? { patient } : {}),
          // Started from a family's answers: the server records who gave each answer and marks the link reviewed.
          ...(draft.familyLinkId ? { familyLinkId: draft.familyLinkId } : {}),
        },
        draft.evaluationRequestKey,
      )
      useDraftStore.getState().clear()
      notify('Formulário enviado com sucesso!')
      void navigate('/pacientes/buscar')
    } catch (failure) {
      // A 401 ends the session: the guard sends the clinician to log in and back here, to the draft on the server.
      if (statusOf(failure) !== 401) {
        const detail = await errorMessage(
          failure,
          'Não foi possível falar com o servidor. Verifique a conexão.',
        )
        setError(`${SUBMIT_ERROR} ${detail}`)
      }
      setSending(false)
    }
  }

  return { submit, sending, error }
}
