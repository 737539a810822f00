import { create } from 'zustand'
import type { FamilyAnswerSections } from '../../../shared/contract/family'
import { errorMessage, statusOf } from '../../lib/api'
import { saveAnswers } from './api'
import { SAVE_FAILED } from './messages'

/** How long typing must pause before the answers are sent. */
const DEBOUNCE_MS = 1_000
const FIRST_RETRY_MS = 2_000
const LAST_RETRY_MS = 30_000

/**
 * idle: nothing sent yet; offline: no answer from the server (retried); refused: the server's 4xx message (sent
 * again at the next change); ended: the family session ended (the birth date is asked again); gone: the link no
 * longer takes answers (its message says why).
 */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'offline' | 'refused' | 'ended' | 'gone'

interface FamilyAnswers {
  answers: FamilyAnswerSections
  /** The screen shown; null until the form chose where to start. */
  screen: number | null
  status: SaveStatus
  /** The server's message for refused and gone. */
  message: string | null
}

/** The family's answers, in memory only: nothing of the child is kept in the browser's storage. */
export const useFamilyAnswers = create<FamilyAnswers>()(() => ({
  answers: {},
  screen: null,
  status: 'idle',
  message: null,
}))

/** Picks, of a step's answers, those its schema accepts: the ones sent. */
export type Accept = (values: Record<string, unknown>) => Record<string, unknown>

/** What is sent: each step's answers its schema accepts (one it refuses waits on the phone until corrected). */
let outgoing: FamilyAnswerSections = {}
/**
 * The steps changed since the last send, each with its Accept: checking the answers against the schema costs a
 * validation, so it is done once per send rather than at every keystroke.
 */
const pending = new Map<string, Accept>()
let dirty = false
let running: Promise<boolean> | null = null
let debounce: ReturnType<typeof setTimeout> | undefined
let retry: ReturnType<typeof setTimeout> | undefined
let retryDelay = FIRST_RETRY_MS

/** The answers the server holds (the link's saved answers), before anything is typed. */
export function startWith(answers: FamilyAnswerSections) {
  dirty = false
  outgoing = answers
  pending.clear()
  useFamilyAnswers.setState({ answers, screen: null, status: 'idle', message: null })
}

/**
 * A step's answers changed (`accept`: picks those of them its schema takes, the ones sent): they are sent once typing
 * pauses. An answer the server would refuse does not hold back the others.
 */
export function changed(section: string, values: Record<string, unknown>, accept: Accept = (all) => all) {
  const { answers } = useFamilyAnswers.getState()
  if (JSON.stringify(answers[section] ?? {}) === JSON.stringify(values)) return
  useFamilyAnswers.setState({ answers: { ...answers, [section]: values } })
  pending.set(section, accept)
  dirty = true
  clearTimeout(debounce)
  debounce = setTimeout(() => void saveNow(), DEBOUNCE_MS)
}

/** Sends what is not saved yet, now; true once the server holds every answer. */
export async function saveNow(): Promise<boolean> {
  clearTimeout(debounce)
  // One request at a time: the one under way ends first, then what changed meanwhile goes.
  while (running) await running
  if (!dirty) return useFamilyAnswers.getState().status !== 'ended'
  running = send()
  try {
    return await running
  } finally {
    running = null
  }
}

async function send(): Promise<boolean> {
  const { status } = useFamilyAnswers.getState()
  if (status === 'ended' || status === 'gone') return false
  dirty = false
  clearTimeout(retry)
  const { answers } = useFamilyAnswers.getState()
  for (const [section, accept] of pending)
    outgoing = { ...outgoing, [section]: accept(answers[section] ?? {}) }
  pending.clear()
  useFamilyAnswers.setState({ status: 'saving', message: null })
  try {
    await saveAnswers(outgoing)
    retryDelay = FIRST_RETRY_MS
    if (!dirty) useFamilyAnswers.setState({ status: 'saved' })
    return !dirty
  } catch (error) {
    const code = statusOf(error)
    if (code === undefined || code >= 500) {
      // No answer (or a server in trouble): the answers stay here and go when the connection is back.
      dirty = true
      useFamilyAnswers.setState({ status: 'offline' })
      retry = setTimeout(() => void saveNow(), retryDelay)
      retryDelay = Math.min(retryDelay * 2, LAST_RETRY_MS)
    } else if (code === 401) {
      dirty = true
      useFamilyAnswers.setState({ status: 'ended', message: await errorMessage(error, SAVE_FAILED) })
    } else {
      useFamilyAnswers.setState({
        status: code === 410 ? 'gone' : 'refused',
        message: await errorMessage(error, SAVE_FAILED),
      })
    }
    return false
  }
}

/** The family confirmed the birth date again after its session ended: what was typed meanwhile goes now. */
export function resumed() {
  useFamilyAnswers.setState({ status: 'idle', message: null })
  return saveNow()
}

window.addEventListener('online', () => {
  if (useFamilyAnswers.getState().status === 'offline') void saveNow()
})
