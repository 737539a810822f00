import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { statusOf } from '../../lib/api'
import type { Navigate } from '../../lib/use-stable-navigate'
import { fromPatient, toPatient } from '../../../shared/questionnaire/mapping'
import { patientAge } from '../../../shared/dates'
import { patientMapping } from '../../components/schema-form/questionnaire'
import { getDraft, getPatient } from './api'
import { emptyDraft, newDraftFor, useDraftStore, type Draft } from './draft-store'
import { markSaved, saveDraftNow } from './draft-sync'
import { hasOfflineCopy, openOfflineCopy } from './offline-copy'

/** 'offline': a copy sealed in this tab waits for the server's key (the connection) to be opened. */
export type DraftProblem = 'missing' | 'failed' | 'offline'

const FIRST_RETRY_MS = 2000
const LAST_RETRY_MS = 30_000

/**
 * The draft the wizard works on, named in the URL (?rascunho=ID) so that a reload, a login after the session ended
 * or another computer comes back to it: the one in memory when it is that one, else the server's. Without one, the
 * wizard starts a new draft (?paciente=ID: a new evaluation of that patient, its patient steps filled in) and puts its
 * id in the URL. A copy sealed in this tab while the server could not be reached is newer than the server's: it is
 * opened once the connection gives the session's key, and sent.
 */
export function useWizardDraft(
  owner: string,
  navigate: Navigate,
): { draft: Draft | null; problem: DraftProblem | null } {
  const [params] = useSearchParams()
  const draftId = params.get('rascunho')
  const patientId = params.get('paciente')
  const current = useDraftStore((s) => (s.owner === owner ? s.draft : null))
  const sent = useDraftStore((s) => s.sent)
  const [problem, setProblem] = useState<{ key: string; kind: DraftProblem } | null>(null)
  const key = `${draftId}:${patientId}`
  const ready = draftId !== null && current?.id === draftId

  useEffect(() => {
    // Just sent (the page is leaving for the list): the server has deleted it, there is nothing to load.
    if (ready || (draftId !== null && draftId === sent)) return
    let live = true
    // What the previous draft had not sent yet goes first: the store then holds another one.
    const open = (draft: Draft) =>
      void saveDraftNow().finally(() => {
        if (!live) return
        useDraftStore.getState().open(owner, draft)
        navigate(`${window.location.pathname}?rascunho=${draft.id}`, { replace: true })
      })
    const fail = (error: unknown) =>
      live && setProblem({ key, kind: statusOf(error) === 404 ? 'missing' : 'failed' })
    if (patientId) {
      getPatient(patientId).then((patient) => {
        if (!live) return
        const fresh = emptyDraft()
        // The age today, computed from the birth date (the typed one only without it), as the list shows it.
        const filled = fromPatient({ ...patient, age: patientAge(patient) }, patientMapping)
        // Each patient step: the record's answers over what a new draft starts with (the evaluation's date).
        const sections = { ...fresh.sections }
        for (const [section, values] of Object.entries(filled))
          sections[section] = { ...sections[section], ...values }
        open({
          ...fresh,
          existingPatientId: patient.id,
          prefilled: { ...toPatient(filled, patientMapping) },
          sections,
        })
      }, fail)
    } else if (!draftId) {
      open(newDraftFor(owner))
    } else if (hasOfflineCopy(draftId)) {
      restore(FIRST_RETRY_MS)
    } else {
      fromServer(draftId)
    }
    function fromServer(id: string) {
      Promise.all([getDraft(id), saveDraftNow()]).then(([{ id, content }]) => {
        if (!live) return
        const draft = { ...content, id }
        markSaved(draft)
        useDraftStore.getState().open(owner, draft)
      }, fail)
    }
    function restore(delay: number) {
      openOfflineCopy(draftId!).then(
        (draft) => {
          if (!live) return
          if (!draft) return fromServer(draftId!)
          useDraftStore.getState().open(owner, draft)
          void saveDraftNow()
        },
        (error: unknown) => {
          // A 401 ends the session (and wipes the copy): the guard asks for login.
          if (!live || statusOf(error) === 401) return
          setProblem({ key, kind: 'offline' })
          clearTimeout(retry)
          retry = setTimeout(() => restore(Math.min(delay * 2, LAST_RETRY_MS)), delay)
        },
      )
    }
    let retry: ReturnType<typeof setTimeout> | undefined
    const online = () => {
      if (retry === undefined) return
      clearTimeout(retry)
      restore(FIRST_RETRY_MS)
    }
    window.addEventListener('online', online)
    return () => {
      live = false
      clearTimeout(retry)
      window.removeEventListener('online', online)
    }
  }, [key, ready, sent, owner, draftId, patientId, navigate])

  return { draft: ready ? current : null, problem: !ready && problem?.key === key ? problem.kind : null }
}
