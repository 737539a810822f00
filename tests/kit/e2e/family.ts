// The family's side of a family link in browser tests, as its phone calls the API, and the link a clinician makes
// for it: the screens are what those tests drive.
import { expect } from 'vitest'
import type { SeedUser } from '../../../scripts/lib/seed-users'
import type { FamilyAnswerSections } from '../../../src/shared/contract/family'
import type { ApiClient } from '../api-client'
import { e2eFixture } from './fixture'

/** The clinic's name, as the family's form and the message sent with a link show it. */
export const FAMILY_CLINIC = 'Clínica Falar Bem'

/** The clinician of the family tests, who makes the links and reviews the answers. */
export const FAMILY_CLINICIAN = {
  name: 'Marta Lima',
  email: 'marta.lima@clinica.example.com',
  password: 'Fono-Familia-2026!',
} satisfies Omit<SeedUser, 'role'>

/** The family tests' server: FAMILY_CLINICIAN's account, at a clinic named FAMILY_CLINIC. */
export const familyFixture = () =>
  e2eFixture({ users: [{ ...FAMILY_CLINICIAN, role: 'CLINICIAN' }], env: { CLINIC_NAME: FAMILY_CLINIC } })

/** A new patient (`name`, born on `birthDate`, ISO) and a family link for her, made by `api`'s clinician. */
export async function patientWithFamilyLink(
  api: ApiClient,
  serverUrl: string,
  name: string,
  birthDate: string,
) {
  const patient = await api.call('POST /patients', { body: { name, birthDate } })
  const link = await api.call('POST /patients/:id/family-links', { params: { id: patient.id }, body: {} })
  // `url`: the link's address on this test's server (the link names the configured public origin).
  return { patient, link, url: `${serverUrl}/familia${new URL(link.url).hash}` }
}

/** Opens the link (`url`, the token in its fragment) with the child's birth date: the family session's headers. */
export async function openFamilySession(serverUrl: string, url: string, birthDate: string) {
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
  return { cookie, 'x-csrf-token': ((await opened.json()) as { csrfToken: string }).csrfToken }
}

/** Opens the link (`url`, the token in its fragment) with the child's birth date, saves `answers` and sends them. */
export async function familySends(
  serverUrl: string,
  url: string,
  birthDate: string,
  answers: FamilyAnswerSections,
) {
  const headers = await openFamilySession(serverUrl, url, birthDate)
  const saved = await fetch(`${serverUrl}/api/family/answers`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ answers }),
  })
  expect(saved.status, await saved.text()).toBe(200)
  const sent = await fetch(`${serverUrl}/api/family/submit`, { method: 'POST', headers })
  expect(sent.status, await sent.text()).toBe(200)
}
