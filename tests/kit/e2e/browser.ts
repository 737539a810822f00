import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core'
import { BROWSER_TIME_ZONE } from './dates'

/** Debian's Chromium by default; CHROMIUM_PATH names another build of it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

// DESIGN.md section 6; QUIC off so that nothing but the app's own HTTP traffic leaves the browser.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export interface PageProblem {
  kind: 'console' | 'pageerror' | 'csp'
  text: string
  /** For console messages: the script or resource the message is about. */
  url?: string
}

interface Expectation {
  text: RegExp
  url?: string
  description: string
}

export interface PageResponse {
  url: string
  status: number
  resourceType: string
  /** The page's own URL when the response arrived. */
  pageUrl: string
}

export type E2EPage = Page & {
  /** Every console error, uncaught page error and CSP violation seen so far. */
  consoleErrors: PageProblem[]
  /** Every response the page received, in order. */
  responses: PageResponse[]
  /**
   * Declares that the test provoked one console error matching `text` (and, when given, about a URL
   * containing `url`). Each declaration excuses exactly one message and must be used, and CSP
   * violations are never excused.
   */
  expectConsoleError(text: RegExp, options?: { url?: string; description?: string }): void
  /** Shorthand for the "Failed to load resource ... status of N" message of one deliberate failed request. */
  expectFailedRequest(status: number, urlPart: string): void
  /** Problems not excused by an expectation, plus expectations that never happened; empty when all is well. */
  unexpectedErrors(): string[]
}

const isCsp = (problem: PageProblem) =>
  problem.kind === 'csp' || problem.text.includes('Content Security Policy')

function track(page: Page): E2EPage {
  const problems: PageProblem[] = []
  const responses: PageResponse[] = []
  const expectations: Expectation[] = []

  page.on('console', (message) => {
    if (message.type() === 'error')
      problems.push({ kind: 'console', text: message.text(), url: message.location().url })
  })
  page.on('pageerror', (error) =>
    problems.push({ kind: 'pageerror', text: `${error.name}: ${error.message}` }),
  )
  page.on('response', (response) =>
    responses.push({
      url: response.url(),
      status: response.status(),
      resourceType: response.request().resourceType(),
      pageUrl: page.url(),
    }),
  )

  return Object.assign(page, {
    consoleErrors: problems,
    responses,
    expectConsoleError(text: RegExp, options: { url?: string; description?: string } = {}) {
      expectations.push({ text, url: options.url, description: options.description ?? String(text) })
    },
    expectFailedRequest(status: number, urlPart: string) {
      expectations.push({
        text: new RegExp(`^Failed to load resource: the server responded with a status of ${status}\\b`),
        url: urlPart,
        description: `failed request ${status} ${urlPart}`,
      })
    },
    unexpectedErrors() {
      const unmatched = [...problems]
      const unmet: string[] = []
      for (const expectation of expectations) {
        const index = unmatched.findIndex(
          (p) =>
            p.kind === 'console' &&
            !isCsp(p) &&
            expectation.text.test(p.text) &&
            (expectation.url === undefined || (p.url ?? '').includes(expectation.url)),
        )
        if (index === -1) unmet.push(`expected but not seen: ${expectation.description}`)
        else unmatched.splice(index, 1)
      }
      return [...unmatched.map((p) => `${p.kind}: ${p.text}${p.url ? ` (${p.url})` : ''}`), ...unmet]
    },
  })
}

const PAGE_DEFAULTS = { locale: 'pt-BR', timezoneId: BROWSER_TIME_ZONE }

/** A new page of `context`, with its problems (console errors, CSP violations) recorded. */
async function pageIn(context: BrowserContext): Promise<E2EPage> {
  // Reported from inside the page: the event carries the directive even when the console text changes.
  await context.exposeBinding('__e2eReportCsp', ({ page }, text: string) => {
    ;(page as E2EPage | null)?.consoleErrors?.push({ kind: 'csp', text })
  })
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __e2eReportCsp(text: string): Promise<void> }).__e2eReportCsp
      void report(
        `Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}` +
          ` at ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  const page = track(await context.newPage())
  page.setDefaultTimeout(15_000)
  return page
}

/**
 * Chromium with its profile in `userDataDir` (a folder the caller makes and deletes), and one page in it: what the
 * browser writes to disk can be read once it is closed.
 */
export async function openProfileBrowser(
  userDataDir: string,
): Promise<{ page: E2EPage; close(): Promise<void> }> {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    ...PAGE_DEFAULTS,
  })
  const page = await pageIn(context)
  return { page, close: () => context.close() }
}

export interface E2EBrowser {
  browser: Browser
  /** A page in a context of its own (own storage and permissions), with its problems recorded. */
  newPage(options?: BrowserContextOptions): Promise<E2EPage>
  close(): Promise<void>
}

/** `extraArgs`: more Chromium switches, e.g. `--lang=en-US` for a browser in another language. */
export async function openBrowser(extraArgs: string[] = []): Promise<E2EBrowser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  })
  return {
    browser,
    async newPage(options = {}) {
      const context = await browser.newContext({ ...PAGE_DEFAULTS, ...options })
      return pageIn(context)
    },
    close: () => browser.close(),
  }
}
