// The one end-to-end fixture: a describe block gets the real server (started as `npm start` starts it, on a free port
// and a fresh data folder, with the users it asks for), Debian's Chromium, and a typed API client of that server.
// After each test, every page it opened must have shown no unexpected console error and no CSP violation.
import fs from 'node:fs'
import path from 'node:path'
import type { BrowserContextOptions } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { apiClient, type ApiClient } from '../api-client'
import type { SeedUser } from '../../../scripts/lib/seed-users'
import { openBrowser, type E2EBrowser, type E2EPage } from './browser'
import { BROWSER_TIME_ZONE } from './dates'
import { REPO_ROOT, startServer, type RunningServer } from './server'

export interface E2E {
  server: RunningServer
  browser: E2EBrowser
  /** The server's API, signed out. */
  api: ApiClient
  /** A new page in a context of its own, checked after every test. */
  newPage(options?: BrowserContextOptions): Promise<E2EPage>
  /** The API signed in as this user. */
  signIn(user: Pick<SeedUser, 'email' | 'password'>): Promise<ApiClient>
  /** A URL matcher for `page.waitForURL`: this path on the server, whatever the query string. */
  at(pathname: string): (url: URL) => boolean
}

export interface E2EOptions {
  /** Users created before the server starts (it then prints no first-administrator link). */
  users?: SeedUser[]
  /**
   * Extra environment for the server. MFA_REQUIRED is 'none' unless set here: administrators sign in with a password
   * alone, except in the second factor's own tests (MFA_REQUIRED: '' leaves the server's default, all).
   */
  env?: Record<string, string>
  /** What was there before this server: runs on its data folder (or database) before it starts. */
  prepare?(where: { dataDir: string; databaseUrl: string | undefined }): Promise<void>
  /** More Chromium switches for this block's browser (`--lang=en-US`); pages still default to pt-BR. */
  browserArgs?: string[]
}

/**
 * Starts the server and the browser before the tests of the calling describe block and stops them after; answers
 * the fixture, whose fields are set once `beforeAll` has run.
 */
export function e2eFixture(options: E2EOptions = {}): E2E {
  const pages: E2EPage[] = []
  const e2e = {
    pages,
    at: (pathname: string) => (url: URL) => url.pathname === pathname,
    async newPage(contextOptions?: BrowserContextOptions) {
      const page = await e2e.browser.newPage(contextOptions)
      pages.push(page)
      return page
    },
    signIn: (user: Pick<SeedUser, 'email' | 'password'>) => e2e.api.login(user.email, user.password),
  } as E2E & { pages: E2EPage[] }

  beforeAll(async () => {
    const built = path.join(REPO_ROOT, 'dist/client/index.html')
    if (!fs.existsSync(built))
      throw new Error(
        `The built client is missing (${built}). Run \`npm run build\` before the end-to-end tests.`,
      )
    // The clinic's time zone is the browsers': the server's "today" and the page's are the same day.
    e2e.server = await startServer({
      ...options,
      env: { MFA_REQUIRED: 'none', CLINIC_TIME_ZONE: BROWSER_TIME_ZONE, ...options.env },
    })
    e2e.api = apiClient(e2e.server.url)
    e2e.browser = await openBrowser(options.browserArgs)
  })

  afterEach(() => {
    // CSP violations are never excused; other console errors only when the test provoked them.
    for (const page of pages) expect(page.unexpectedErrors()).toEqual([])
  })

  afterAll(async () => {
    await e2e.browser?.close()
    await e2e.server?.stop()
  })

  return e2e
}
