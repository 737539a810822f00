// A create request as the client sends it: the session's bearer token and, when retrying is possible, an
// Idempotency-Key the server uses to answer a repeat with the first row.
import { bearer, type TestApp } from './test-app'

/** POSTs `payload` to `url` as the holder of `token`, with `key` as its Idempotency-Key when one is given. */
export const postIdempotent = (
  t: Pick<TestApp, 'app'>,
  url: string,
  token: string,
  payload: unknown,
  key?: string,
) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: payload as object,
  })
