// Creating a record through the API in a test's set-up, where anything but a 201 is the set-up's failure.
import { expect } from 'vitest'
import { bearer, type TestApp } from './test-app'

/** POSTs `payload` to `url` as `token` and answers the created record's id; the test fails unless it is a 201. */
export async function postCreated(
  t: Pick<TestApp, 'app'>,
  token: string,
  url: string,
  payload: object,
): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url, headers: bearer(token), payload })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ id: string }>().id
}
