// The HTTP client under its contract: what it sends (the API's prefix, the query, the JSON, the CSRF token), what a
// signed-in call's answer does to the session, which failures it retries (only what cannot be applied twice), its
// timeout, and what callers read from a failure. The server is a stand-in for fetch.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NetworkError } from 'ky'
import { call, errorCode, errorMessage, statusOf, TimeoutError } from './api'
import { useSession } from './session-store'

const me = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Ana',
  email: 'ana@clinica.com.br',
  role: 'CLINICIAN' as const,
  idleMinutes: 60,
  mfaEnabled: true,
  mfaEnrolmentRequired: false,
  expiresAt: '2100-01-01T00:00:00.000Z',
  csrfToken: 'csrf-of-ana',
}
const PATIENT_ID = '00000000-0000-4000-8000-0000000000aa'

type Answer = Response | Error | 'never'
/** What the server was asked: the request, and its body as it arrived. */
type Received = Request & { sent: string }
/** The server: answers the requests in turn (the last one again and again), and keeps what it was asked. */
function serve(...answers: Answer[]) {
  const requests: Received[] = []
  const fetch = vi.fn(async (input: Request, init?: RequestInit) => {
    requests.push(Object.assign(input, { sent: await input.clone().text() }))
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!
    if (answer === 'never') {
      // A server that never answers: only the client's abort ends the wait.
      const signal = init?.signal ?? input.signal
      return new Promise<Response>((_, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason as Error)),
      )
    }
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer.clone())
  })
  vi.stubGlobal('fetch', fetch)
  return requests
}

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const lostConnection = () => new TypeError('Failed to fetch')
const patient = { id: PATIENT_ID, name: 'Bia' }
const newPatient = { name: 'Bia', birthDate: '2020-01-01' } as never

/** The call settled (resolved or rejected) once every retry's pause has passed. */
async function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  const settled = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )
  await vi.advanceTimersByTimeAsync(60_000)
  return settled
}

beforeEach(() => {
  vi.useFakeTimers()
  localStorage.clear()
  useSession.getState().logout()
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('what a call sends and answers', () => {
  it("sends the route's path under the API's prefix, its query and its JSON; answers the JSON, a 204 null", async () => {
    const requests = serve(json(200, { items: [], total: 0 }), new Response(null, { status: 204 }))
    const found = await call('GET /patients', { query: { search: 'Bia', page: 2 } } as never)
    expect(found).toEqual({ items: [], total: 0 })
    expect(requests[0]!.url).toBe(`${window.location.origin}/api/patients?search=Bia&page=2`)
    expect(requests[0]!.method).toBe('GET')

    await expect(call('DELETE /drafts/:id', { params: { id: PATIENT_ID } })).resolves.toBeNull()
    expect(requests[1]!.url).toBe(`${window.location.origin}/api/drafts/${PATIENT_ID}`)
    expect(requests[1]!.method).toBe('DELETE')
  })

  it('sends a body as JSON and no empty query string', async () => {
    const requests = serve(json(201, patient))
    await call('POST /patients', { body: newPatient })
    expect(requests[0]!.url).toBe(`${window.location.origin}/api/patients`)
    expect(requests[0]!.headers.get('content-type')).toMatch(/^application\/json/)
    expect(JSON.parse(requests[0]!.sent)).toEqual(newPatient)
  })

  it("sends the session's CSRF token while signed in, and none before", async () => {
    const requests = serve(json(200, patient))
    await call('GET /patients/:id', { params: { id: PATIENT_ID } })
    expect(requests[0]!.headers.has('x-csrf-token')).toBe(false)
    useSession.getState().signedIn(me)
    await call('GET /patients/:id', { params: { id: PATIENT_ID } })
    expect(requests[1]!.headers.get('x-csrf-token')).toBe(me.csrfToken)
  })
})

describe("the session's clock and end", () => {
  it("a signed-in call's answer restarts the idle clock; a 401 to one ends the session", async () => {
    useSession.getState().signedIn(me)
    useSession.setState({ lastActivity: 0 })
    serve(json(200, patient))
    await call('GET /patients/:id', { params: { id: PATIENT_ID } })
    expect(useSession.getState().lastActivity).toBeGreaterThan(0)

    serve(json(401, { message: 'Sessão expirada.' }))
    const { error } = await settle(call('GET /patients/:id', { params: { id: PATIENT_ID } }))
    expect(statusOf(error)).toBe(401)
    expect(useSession.getState()).toMatchObject({ user: null, expired: true })
  })

  it("a 401 to a call made signed out (a wrong password) ends nothing and says the server's message", async () => {
    serve(json(401, { message: 'E-mail ou senha inválidos.' }))
    const { error } = await settle(call('POST /auth/login', { body: { email: me.email, password: 'x' } }))
    expect(statusOf(error)).toBe(401)
    expect(await errorMessage(error, 'outra')).toBe('E-mail ou senha inválidos.')
    expect(useSession.getState().expired).toBe(false)
  })
})

describe('retries: only what cannot be applied twice', () => {
  it('retries a GET after a lost connection and after a 503, then answers', async () => {
    const requests = serve(lostConnection(), json(503, {}), json(200, patient))
    const { value } = await settle(call('GET /patients/:id', { params: { id: PATIENT_ID } }))
    expect(value).toEqual(patient)
    expect(requests).toHaveLength(3)
  })

  it('gives a GET up after two retries, as a network error with no status', async () => {
    const requests = serve(lostConnection())
    const { error } = await settle(call('GET /patients/:id', { params: { id: PATIENT_ID } }))
    expect(error).toBeInstanceOf(NetworkError)
    expect(statusOf(error)).toBeUndefined()
    expect(await errorMessage(error, 'Sem conexão.')).toBe('Sem conexão.')
    expect(requests).toHaveLength(3)
  })

  it("does not retry a GET the server refused or failed (404, 500): the answer won't change", async () => {
    for (const status of [404, 500]) {
      const requests = serve(json(status, { message: 'Não.' }))
      const { error } = await settle(call('GET /patients/:id', { params: { id: PATIENT_ID } }))
      expect(statusOf(error)).toBe(status)
      expect(requests).toHaveLength(1)
    }
  })

  it('never retries a POST without an idempotency key, nor a PUT', async () => {
    let requests = serve(lostConnection(), json(201, patient))
    expect((await settle(call('POST /patients', { body: newPatient }))).error).toBeInstanceOf(NetworkError)
    expect(requests).toHaveLength(1)

    requests = serve(json(503, {}), json(200, {}))
    const put = call('PUT /drafts/:id', { params: { id: PATIENT_ID }, body: {} as never })
    expect(statusOf((await settle(put)).error)).toBe(503)
    expect(requests).toHaveLength(1)
  })

  it('retries a POST that carries an idempotency key, with the same key', async () => {
    const requests = serve(lostConnection(), json(201, patient))
    const created = call('POST /patients', { body: newPatient, headers: { 'idempotency-key': 'key-1' } })
    expect((await settle(created)).value).toEqual(patient)
    expect(requests.map((r) => r.headers.get('idempotency-key'))).toEqual(['key-1', 'key-1'])
    expect(JSON.parse(requests[1]!.sent)).toEqual(newPatient)
  })
})

describe('the timeout', () => {
  it('gives up on a server that does not answer after 30 s, without retrying', async () => {
    const requests = serve('never')
    let failure: unknown
    const pending = call('GET /patients/:id', { params: { id: PATIENT_ID } }).catch((error: unknown) => {
      failure = error
    })
    await vi.advanceTimersByTimeAsync(29_000)
    expect(failure).toBeUndefined()
    await vi.advanceTimersByTimeAsync(2_000)
    await pending
    expect(failure).toBeInstanceOf(TimeoutError)
    expect(statusOf(failure)).toBeUndefined()
    expect(requests).toHaveLength(1)
  })
})

describe('what a failure says', () => {
  it("reads the server's message and code; falls back when there is none", async () => {
    serve(json(403, { message: 'Confirme sua identidade.', code: 'REAUTH_REQUIRED' }))
    const { error } = await settle(call('GET /patients/:id', { params: { id: PATIENT_ID } }))
    expect(await errorMessage(error, 'outra')).toBe('Confirme sua identidade.')
    expect(await errorCode(error)).toBe('REAUTH_REQUIRED')

    serve(new Response('<html>Bad gateway</html>', { status: 400, headers: { 'content-type': 'text/html' } }))
    const { error: notJson } = await settle(call('GET /patients/:id', { params: { id: PATIENT_ID } }))
    expect(statusOf(notJson)).toBe(400)
    expect(await errorMessage(notJson, 'Erro ao carregar.')).toBe('Erro ao carregar.')
    expect(await errorCode(notJson)).toBeUndefined()
    expect(await errorCode(new Error('other'))).toBeUndefined()
  })
})
