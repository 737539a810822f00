// The family's side of a family link in browser tests, as its phone calls the API: the clinician's screens are
// what those tests drive.
import { expect } from 'vitest'
import type { FamilyAnswerSections } from '../../../src/shared/contract/family'

/** Opens the link (`url`, the token in its fragment) with the child's birth date, saves `answers` and sends them. */
export async function familySends(
  serverUrl: string,
  url: string,
  birthDate: string,
  answers: FamilyAnswerSections,
) {
  const token = new URL(url).hash.replace(/^#token=/, '')
  const opened = await fetch(`${serverUrl}/api/family/open`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, birthDate }),
  })
  expect(opened.status).toBe(200)
  const cookie = opened.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const headers = { cookie, 'x-csrf-token': ((await opened.json()) as { csrfToken: string }).csrfToken }
  const saved = await fetch(`${serverUrl}/api/family/answers`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ answers }),
  })
  expect(saved.status, await saved.text()).toBe(200)
  const sent = await fetch(`${serverUrl}/api/family/submit`, { method: 'POST', headers })
  expect(sent.status, await sent.text()).toBe(200)
}
