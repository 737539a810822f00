import { useEffect, useMemo, useState } from 'react'
import type { EvaluationRecord } from '../../../shared/contract/evaluations'
import type { CopiedContext } from '../../components/schema-form/copied-mark'
import type { FormValues } from '../../components/schema-form/schema-form'
import { latestEvaluation } from './api'
import { copyUnanswered, stillCopied, type CopiedAnswers } from './carry-forward'
import { useDraftStore } from './draft-store'

// One request per draft for all the steps that offer to copy from the same evaluation. Keyed by the draft, not
// the patient: the next evaluation of the same patient (a new draft) must offer the one sent meanwhile.
const latestOf = new Map<string, Promise<EvaluationRecord | null>>()

function fetchLatest(key: string, patientId: string) {
  const request = latestEvaluation(patientId).catch(() => {
    // A failed request is not remembered: the next step asks again.
    latestOf.delete(key)
    return null
  })
  latestOf.set(key, request)
  return request
}

function useLatestEvaluation(
  patientId: string | undefined,
  draftId: string | undefined,
): EvaluationRecord | null {
  const [previous, setPrevious] = useState<EvaluationRecord | null>(null)
  useEffect(() => {
    if (!patientId || !draftId) return
    let current = true
    const key = `${draftId}:${patientId}`
    void (latestOf.get(key) ?? fetchLatest(key, patientId)).then((found) => current && setPrevious(found))
    return () => {
      current = false
    }
  }, [patientId, draftId])
  return previous
}

/**
 * Carry-forward on an evaluation step of a registered patient: the latest evaluation to copy from, the answers
 * copied and not yet confirmed (kept in the draft, so they stay marked after a reload), and what changes them.
 */
export function useCarryForward(section: string, offered: boolean) {
  const draft = useDraftStore.getState().draft
  const patientId = offered ? draft?.existingPatientId : undefined
  const previous = useLatestEvaluation(patientId, draft?.id)
  const [copied, setCopied] = useState<CopiedAnswers>(
    () => useDraftStore.getState().draft?.copied?.[section] ?? {},
  )

  const record = (next: CopiedAnswers) => {
    setCopied(next)
    useDraftStore.getState().update((draft) => {
      const { [section]: _old, ...others } = draft.copied ?? {}
      return { ...draft, copied: Object.keys(next).length ? { ...others, [section]: next } : others }
    })
  }

  const context = useMemo<CopiedContext>(
    () => ({
      copied: new Set(Object.keys(copied)),
      confirm: (field) => {
        const { [field]: _confirmed, ...rest } = copied
        record(rest)
      },
    }),
    // record only closes over the section and the store.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [copied],
  )

  return {
    previous,
    pending: Object.keys(copied).length,
    context,
    /** The step's answers with the previous evaluation's in the unanswered questions; null when none would change. */
    copyInto(current: FormValues): FormValues | null {
      const from = previous?.[section as keyof EvaluationRecord]
      const { answers, copied: added } = copyUnanswered(current, (from ?? {}) as FormValues)
      if (!Object.keys(added).length) return null
      record({ ...copied, ...added })
      return answers
    },
    /** After a change: an answer no longer as it was copied is the clinician's own. */
    changed(answers: FormValues) {
      const kept = stillCopied(copied, answers)
      if (kept !== copied) record(kept)
    },
    confirmAll: () => record({}),
  }
}
