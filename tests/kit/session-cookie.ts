// A browser context signed in with a bearer token of the same session: the server's session cookie holds that token
// (HttpOnly, SameSite=Strict, `session` over HTTP), so the tests and the benchmark put it where the server would.
import type { BrowserContext } from 'playwright-core'

export function signInContext(context: BrowserContext, baseUrl: string, token: string) {
  return context.addCookies([
    { name: 'session', value: token, url: baseUrl, httpOnly: true, sameSite: 'Strict' },
  ])
}

/** The token of the context's session cookie (which the page's scripts cannot read), or undefined. */
export async function sessionTokenOf(context: BrowserContext, baseUrl: string): Promise<string | undefined> {
  return (await context.cookies(baseUrl)).find((c) => c.name === 'session')?.value
}
