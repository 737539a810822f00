import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { errorMessage, statusOf } from '../../lib/api'
import { notify } from '../../lib/notify'
import type { Navigate } from '../../lib/use-stable-navigate'
import { fromPatient, toPatient } from '../../../shared/questionnaire/mapping'
import { patientAge } from '../../../shared/dates'
import { patientMapping, steps, wizard } from '../../components/schema-form/questionnaire'
import { familyLinkAnswers, getDraft, getPatient } from './api'
import { emptyDraft, newDraftFor, useDraftStore, type Draft } from './draft-store'
import { markSaved, saveDraftNow } from './draft-sync'
import { withFamilyAnswers } from './family-start'
import { hasOfflineCopy, openOfflineCopy } from './offline-copy'

/**
 * 'offline': a copy sealed in this tab waits for the server's key (the connection) to be opened. 'family': the
 * family's answers an evaluation was to start from cannot be used (the message says why).
 */
export type DraftProblem = 'missing' | 'failed' | 'offline' | 'family'

const FAMILY_FAILED = 'Erro ao carregar as respostas da família. Verifique a conexão e tente novamente.'
const OTHER_PATIENT = 'Estas respostas da família são de outro paciente: abra-as pela página do paciente.'
const OTHER_VERSION =
  'A família respondeu a outra versão do questionário: foram preenchidas as respostas que as etapas atuais ' +
  'aceitam. Confira cada etapa.'

/** The family's answers could not be read: the server's reason, in Portuguese. */
class FamilyProblem extends Error {}

const FIRST_RETRY_MS = 2000
const LAST_RETRY_MS = 30_000

/**
 * The draft the wizard works on, named in the URL (?rascunho=ID) so that a reload, a login after the session ended
 * or another computer comes back to it: the one in memory when it is that one, else the server's. Without one, the
 * wizard starts a new draft (?paciente=ID: a new evaluation of that patient, its patient steps filled in; with
 * &familia=ID, its other steps from the family's sent answers) and puts its id in the URL. A copy sealed in this tab
 * while the server could not be reached is newer than the server's: it is opened once the connection gives the
 * session's key, and sent.
 */
export function useWizardDraft(
  owner: string,
  navigate: Navigate,
): { draft: Draft | null; problem: DraftProblem | null; message?: string } {
  const [params] = useSearchParams()
  const draftId = params.get('rascunho')
  const patientId = params.get('paciente')
  const familyId = params.get('familia')
  const current = useDraftStore((s) => (s.owner === owner ? s.draft : null))
  const sent = useDraftStore((s) => s.sent)
  const [problem, setProblem] = useState<{ key: string; kind: DraftProblem; message?: string } | null>(null)
  const key = `${draftId}:${patientId}:${familyId}`
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
    const fail = (error: unknown) => {
      if (!live) return
      if (error instanceof FamilyProblem) setProblem({ key, kind: 'family', message: error.message })
      else setProblem({ key, kind: statusOf(error) === 404 ? 'missing' : 'failed' })
    }
    if (patientId) {
      // ?familia=ID: the evaluation starts from that link's answers, as the family sent them.
      const family = familyId
        ? familyLinkAnswers(familyId).catch(async (error: unknown) => {
            if (statusOf(error) === 401) throw error
            throw new FamilyProblem(await errorMessage(error, FAMILY_FAILED))
          })
        : null
      Promise.all([getPatient(patientId), family]).then(([patient, link]) => {
        if (!live) return
        if (link && link.patientId !== patient.id) return fail(new FamilyProblem(OTHER_PATIENT))
        const fresh = emptyDraft()
        // The age today, computed from the birth date (the typed one only without it), as the list shows it.
        const filled = fromPatient({ ...patient, age: patientAge(patient) }, patientMapping)
        // Each patient step: the record's answers over what a new draft starts with (the evaluation's date).
        const sections = { ...fresh.sections }
        for (const [section, values] of Object.entries(filled))
          sections[section] = { ...sections[section], ...values }
        const draft: Draft = {
          ...fresh,
          existingPatientId: patient.id,
          prefilled: { ...toPatient(filled, patientMapping) },
          sections,
        }
        if (!link) return open(draft)
        const started = withFamilyAnswers(draft, link, steps)
        if (started.dropped || link.questionnaireVersion !== wizard.version) notify(OTHER_VERSION, 'info')
        open(started.draft)
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
  }, [key, ready, sent, owner, draftId, patientId, familyId, navigate])

  const shown = !ready && problem?.key === key ? problem : null
  return { draft: ready ? current : null, problem: shown?.kind ?? null, message: shown?.message }
}
