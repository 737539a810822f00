import { useEffect, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { getPatient } from './api'
import { fromPatient } from '../../../shared/questionnaire/mapping'
import { draftOf, draftStorage, emptyDraft, hasContent, useDraftStore } from './draft-store'

/**
 * /pacientes/novo?paciente=ID starts a new evaluation of an existing patient: the draft is replaced by one
 * with the patient's data filled in, and its submit creates only the evaluation. Returns true while loading.
 */
export function useExistingPatient(owner: string): { pending: boolean; failed: boolean } {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const patientId = params.get('paciente')
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    if (!patientId) return
    let current = true
    const draft = draftOf(owner)
    if (
      draft.existingPatientId === patientId ||
      (hasContent(draft) &&
        !window.confirm('Descartar o rascunho atual e começar uma nova avaliação deste paciente?'))
    ) {
      void navigate('/pacientes/novo', { replace: true })
      return
    }
    getPatient(patientId)
      .then((patient) => {
        if (!current) return
        const fresh = emptyDraft()
        useDraftStore.getState().reset(owner, {
          ...fresh,
          existingPatientId: patient.id,
          sections: {
            ...fresh.sections,
            ...fromPatient(patient),
            personalData: { ...fresh.sections.personalData, ...fromPatient(patient).personalData },
          },
        })
        draftStorage.flush()
        void navigate('/pacientes/novo', { replace: true })
      })
      .catch(() => current && setFailed(true))
    return () => {
      current = false
    }
  }, [patientId, owner, navigate])

  return { pending: Boolean(patientId) && !failed, failed }
}
