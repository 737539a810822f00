// Family links in API tests: a clinician makes one, the family opens it with the child's birth date and calls its
// routes with the family session's cookie and CSRF token.
import { expect } from 'vitest'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { NewFamilyLink } from '../../src/shared/contract/family'
import { bearer } from './test-app'

export type FamilySessionHeaders = Record<'cookie' | 'x-csrf-token', string>

/** POST /patients/:id/family-links as `token`: the answer, its token (from the URL's fragment). */
export async function makeFamilyLink(
  holder: { app: FastifyInstance },
  token: string,
  patientId: string,
  body: Record<string, unknown> = {},
) {
  const response = await holder.app.inject({
    method: 'POST',
    url: `/api/patients/${patientId}/family-links`,
    headers: bearer(token),
    payload: body,
  })
  expect(response.statusCode, response.body).toBe(201)
  const link = response.json<NewFamilyLink>()
  return { ...link, token: new URL(link.url).hash.replace(/^#token=/, '') }
}

export const openFamilyLink = (holder: { app: FastifyInstance }, token: string, birthDate: string) =>
  holder.app.inject({ method: 'POST', url: '/api/family/open', payload: { token, birthDate } })

/** The family session an opening set: its cookie and CSRF token as the next requests send them. */
export function familySessionOf(response: LightMyRequestResponse): FamilySessionHeaders {
  expect(response.statusCode, response.body).toBe(200)
  const cookie = response.cookies.find((c) => c.name === 'family')
  if (!cookie) throw new Error('no family cookie')
  return {
    cookie: `family=${cookie.value}`,
    'x-csrf-token': response.json<{ csrfToken: string }>().csrfToken,
  }
}

export async function openedFamilyLink(holder: { app: FastifyInstance }, token: string, birthDate: string) {
  return familySessionOf(await openFamilyLink(holder, token, birthDate))
}
