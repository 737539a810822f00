// What many API tests share: a patient registered through the API and the checks every protected route must pass,
// with the shared test data of fixtures.ts.
import { expect } from 'vitest'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { bearer, errorOf } from './test-app'
import { UNAUTHORIZED } from './fixtures'

export * from './fixtures'

/** Registers a patient as the holder of `token` through the API and returns its id. */
export async function createPatient(
  holder: { app: FastifyInstance },
  token: string,
  payload: Record<string, unknown>,
): Promise<string> {
  const response = await holder.app.inject({
    method: 'POST',
    url: '/api/patients',
    headers: bearer(token),
    payload,
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ id: string }>().id
}

/** Asserts the whole 401 body of a request without a valid session. */
export function expectUnauthorized(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(401)
  expect(errorOf(response)).toEqual({ statusCode: 401, error: 'Unauthorized', message: UNAUTHORIZED })
}

/** A forged bearer token is refused before the body is read: an invalid body still gets the 401. */
export async function expectForgedTokenRefused(
  holder: { app: FastifyInstance },
  request: { method: 'POST' | 'PUT' | 'GET' | 'DELETE'; url: string },
) {
  const response = await holder.app.inject({
    ...request,
    headers: { authorization: 'Bearer abc.def.ghi' },
    ...(request.method === 'GET' ? {} : { payload: { foo: 1 } }),
  })
  expectUnauthorized(response)
}

/** Asserts a 400 of the error contract with this message and these details. */
export function expectBadRequest(response: LightMyRequestResponse, message: string, details: string[]) {
  expect(response.statusCode).toBe(400)
  expect(errorOf(response)).toEqual({ statusCode: 400, error: 'Bad Request', message, details })
}
