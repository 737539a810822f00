// Client rows of the benchmark: Debian's Chromium driven by playwright-core against the built app (served by the
// real server) and against a bare page rendering the same step with plain RJSF + MUI (bench/bare).
//
// Latency method: a capture listener on keydown (for a click: pointerdown, then the click) reads the event's timeStamp
// (the moment the input happened, on the page's clock), then waits for requestAnimationFrame + setTimeout(0): the
// rAF callback runs just before the next frame is painted and the timeout right after it, so the difference is
// "input until the frame showing its effect was painted" (all handlers and React's render included).
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { chromium, type Browser, type Page } from 'playwright-core'
import { openDatabase } from '../src/server/db/client'
import { createClinicians, signIn } from '../scripts/lib/accounts'
import { signInContext } from '../tests/kit/session-cookie'
import { seedDatabase } from '../scripts/lib/seed-writer'
import { REPO_ROOT, startServer, type ServerProcess } from '../scripts/lib/server-process'
import { CHROMIUM_PATH } from '../tests/kit/e2e/browser'
import { inTurn, type Pair } from './pairs'
import { percentile } from './stats'

const execFileAsync = promisify(execFile)
// Built under dist/ (ignored by git, ESLint and Prettier), beside the app's own build.
const APP_DIST = path.join(REPO_ROOT, 'dist', 'bench', 'client')
const BARE_DIST = path.join(REPO_ROOT, 'dist', 'bench', 'bare')

export interface ClientFigures {
  /** gzip bytes of the JavaScript each route downloads, by route. */
  jsGzip: Record<'login' | 'wizard' | 'detail', number>
  bareJsGzip: number
  /** Per pair: navigation to an interactive login page, and the bare page to its form (ms). */
  interactive: Pair[]
  /** Per pair: each 'Avançar' to the next step painted (ms), STEP_WALKS walks through the wizard each. */
  stepChange: { app: number[]; bare: number[] }[]
  /** Per pair: keystroke and radio click to paint (ms) on Relação Familiar. */
  typing: { appKey: number[]; bareKey: number[]; appClick: number[]; bareClick: number[] }[]
}

// Walks through the thirteen steps per pair and side: 60 step changes for each pair's p95 (with 36, its second
// largest, one slow change swung a pair's ratio by a fifth).
const STEP_WALKS = 5

export interface ClientSettings {
  pairs: number
  /** Milliseconds between keystrokes ("human speed"). */
  keyDelay: number
  log(line: string): void
}

async function vite(args: string[]) {
  await execFileAsync(
    process.execPath,
    [path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js'), 'build', ...args],
    {
      cwd: REPO_ROOT,
      maxBuffer: 16 * 1024 * 1024,
    },
  )
}

/** Serves a built folder on 127.0.0.1 (the bare page): files as they are, index.html for '/'. */
function serveStatic(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }
  const server = http.createServer((request, response) => {
    const name = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    const file = path.join(dir, name === '/' ? 'index.html' : name)
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' })
    fs.createReadStream(file).pipe(response)
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) })
    }),
  )
}

interface Wizard {
  basePath: string
  steps: { slug: string; section: string; schema: string; ui: string }[]
}

const SCHEMAS = path.join(REPO_ROOT, 'schemas')
const readJson = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(SCHEMAS, file), 'utf8')) as T
const wizard = readJson<Wizard>('wizard.json')

/**
 * A field's element id. The app and the bare pages give RJSF the step's section as `idPrefix` (the wizard keeps
 * two steps in the page), so one selector finds the same field on both.
 */
const fieldId = (section: string, field: string) => `${section}_${field}`
const FAMILY = wizard.steps.at(-1)!
const FAMILY_TEXTAREA = `#${fieldId(FAMILY.section, 'relationshipFather')}`
const FIRST_FIELD = `#${fieldId(wizard.steps[0]!.section, 'patientName')}`

/**
 * Radio clicks on Relação Familiar: each of its three-way answers (Sim · Não · Ocasionalmente) answered, then changed
 * to the next option, in two passes (54 clicks). A p95 over 20 clicks was their largest but one, and one slow frame
 * swung a pair's ratio by a third; over 54 it is the third largest.
 */
function familyRadios(): string[] {
  const schema = readJson<{ properties: Record<string, { $ref?: string }> }>(FAMILY.schema)
  const names = Object.entries(schema.properties)
    .filter(([, field]) => field.$ref?.endsWith('/yesNoSometimes'))
    .map(([name]) => name)
  return [0, 1].flatMap((pass) =>
    names.map((name, i) => `#${fieldId(FAMILY.section, name)}-${(i + pass) % 3}`),
  )
}

// Injected before any page script (page.addInitScript is not subject to the app's CSP).
const PROBE = `(() => {
  window.__lat = []
  const after = (kind, t0) => requestAnimationFrame(() => setTimeout(() => window.__lat.push({ kind, ms: performance.now() - t0 }), 0))
  addEventListener('keydown', (e) => after('key', e.timeStamp), true)
  // A click's press and release come as separate inputs, and a frame may be painted between them: waiting for the
  // frame from the press alone could stop before the click (which changes the answer) was even handled. From the
  // press to the paint after the click's handlers, then.
  addEventListener('pointerdown', (e) => { window.__pressedAt = e.timeStamp }, true)
  addEventListener('click', () => {
    if (window.__pressedAt === undefined) return
    after('click', window.__pressedAt)
    window.__pressedAt = undefined
  }, true)
  // The step change: from the click on 'Avançar' to the next step's field painted.
  addEventListener('click', (e) => { if (e.target.closest && e.target.closest('button[type=submit]')) window.__clickAt = e.timeStamp }, true)
  window.__awaitStep = (path, selector) => new Promise((resolve) => {
    // Painted for real: a field in the DOM but hidden (display: none, visibility: hidden, a pre-rendered
    // step kept out of sight) does not count.
    const shown = (el) => el.checkVisibility({ visibilityProperty: true }) && el.getClientRects().length > 0
    const ready = () => (path === null || location.pathname === path) && [...document.querySelectorAll(selector)].some(shown)
    const done = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - window.__clickAt), 0))
    if (ready()) return done()
    const observer = new MutationObserver(() => { if (ready()) { observer.disconnect(); done() } })
    // Attributes too: a hidden step shown by a style or class change adds no node.
    observer.observe(document, { childList: true, subtree: true, attributes: true })
  })
  // Time to an interactive login page: the e-mail field rendered (React attaches its handlers at the root).
  window.__interactive = new Promise((resolve) => {
    const found = () => document.querySelector('input[type=email], ${FAMILY_TEXTAREA}')
    const done = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0))
    const check = () => (found() ? done() : requestAnimationFrame(check))
    check()
  })
})()`

/** For each wizard step: its path and a selector for one of its own fields (present only on that step). */
function stepTargets(): { path: string; selector: string }[] {
  const fields = wizard.steps.map((s) => {
    const ui = readJson<{ 'ui:order'?: string[] }>(s.ui)
    const schema = readJson<{ properties: object }>(s.schema)
    return [...(ui['ui:order'] ?? []), ...Object.keys(schema.properties)].filter((f) => f !== '*')
  })
  return wizard.steps.map((s, i) => {
    const others = new Set(fields.filter((_, j) => j === i - 1).flat())
    const own = fields[i]!.find((f) => !others.has(f))!
    return {
      path: s.slug ? `${wizard.basePath}/${s.slug}` : wizard.basePath,
      selector: `[id^="${fieldId(s.section, own)}"]`,
    }
  })
}

// 100 characters, typed one by one (96 of them timed: a p95 over them is their fifth largest).
const TEXT =
  'A criança tem uma relação muito próxima com o pai, que brinca com ela toda noite antes de ela dormir'

async function typeAndClick(page: Page, textarea: string, radios: string[], keyDelay: number) {
  await page.click(textarea)
  await page.waitForTimeout(300)
  await page.evaluate(() => ((window as unknown as { __lat: unknown[] }).__lat = []))
  await page.keyboard.type(TEXT, { delay: keyDelay })
  // A click paints within some 30 ms (p95): 150 ms apart, each is measured on its own.
  for (const radio of radios) {
    await page.click(radio)
    await page.waitForTimeout(150)
  }
  await page.waitForTimeout(300)
  const lat = await page.evaluate(
    () => (window as unknown as { __lat: { kind: string; ms: number }[] }).__lat,
  )
  return {
    keys: lat.filter((l) => l.kind === 'key').map((l) => l.ms),
    clicks: lat.filter((l) => l.kind === 'click').map((l) => l.ms),
  }
}

/**
 * gzip bytes of the JavaScript a fresh browser downloads for `url` until `ready` shows and the network is idle;
 * with `touch`, also what clicking that element fetches (the login page loads its HTTP client when the form is
 * first touched: a user cannot sign in without it, so it counts).
 */
async function jsGzipOf(
  browser: Browser,
  url: string,
  token: string | null,
  ready: string,
  touch?: string,
): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1300, height: 1000 }, locale: 'pt-BR' })
  if (token) await signInContext(context, new URL(url).origin, token)
  const page = await context.newPage()
  const bodies = new Map<string, Promise<Buffer>>()
  page.on('response', (response) => {
    if (response.url().endsWith('.js') || response.request().resourceType() === 'script')
      bodies.set(response.url(), response.body())
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.waitForSelector(ready, { timeout: 30_000 })
  await page.waitForLoadState('networkidle')
  if (touch) {
    await page.click(touch)
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500) // a chunk asked for on focus, after the idle state was reached
  }
  let total = 0
  for (const body of bodies.values()) total += zlib.gzipSync(await body, { level: 9 }).length
  await context.close()
  return total
}

export async function measureClient(s: ClientSettings): Promise<ClientFigures> {
  s.log('Client: building the app and the bare RJSF page …')
  // The step validators both import are generated, as `npm run build` generates them.
  await execFileAsync(process.execPath, ['--import', 'tsx', 'scripts/gen-types.ts', '--validators'], {
    cwd: REPO_ROOT,
  })
  await vite(['--outDir', APP_DIST, '--emptyOutDir', '--logLevel', 'warn'])
  await vite(['--config', 'bench/vite.bare.config.ts'])

  // A small database of its own: the client rows measure the browser, not the data.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fono-bench-client-'))
  let server: ServerProcess | undefined
  let bare: Awaited<ReturnType<typeof serveStatic>> | undefined
  let browser: Browser | undefined
  try {
    const database = await openDatabase({ dataDir })
    const seeded = await seedDatabase(database.db, {
      patients: 50,
      evaluationsPerPatient: 2,
      seed: 3,
      sample: 5,
    })
    const [account] = await createClinicians(database.db, 1, 'navegador')
    await database.close()
    server = await startServer({
      dataDir,
      env: { CLIENT_DIR: APP_DIST, AUTH_ATTEMPTS_PER_IP: '100000', MFA_REQUIRED: 'none' },
    })
    bare = await serveStatic(BARE_DIST)
    const token = await signIn(server.url, account!.email)
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
    })

    const f: ClientFigures = {
      jsGzip: { login: 0, wizard: 0, detail: 0 },
      bareJsGzip: 0,
      interactive: [],
      stepChange: [],
      typing: [],
    }
    f.jsGzip.login = await jsGzipOf(
      browser,
      `${server.url}/login`,
      null,
      'input[type=email]',
      'input[type=email]',
    )
    f.jsGzip.wizard = await jsGzipOf(browser, `${server.url}${wizard.basePath}`, token, FIRST_FIELD)
    f.jsGzip.detail = await jsGzipOf(
      browser,
      `${server.url}/avaliacoes/${seeded.sample.evaluationIds[0]}`,
      token,
      'button:has-text("Imprimir")',
    )
    f.bareJsGzip = await jsGzipOf(browser, `${bare.url}/`, null, FAMILY_TEXTAREA)
    s.log(
      `  JS gzip: login ${f.jsGzip.login}, wizard ${f.jsGzip.wizard}, detail ${f.jsGzip.detail}, bare ${f.bareJsGzip}`,
    )

    const fresh = async (withToken: boolean) => {
      const context = await browser!.newContext({ viewport: { width: 1300, height: 1000 }, locale: 'pt-BR' })
      if (withToken) await signInContext(context, server!.url, token)
      await context.addInitScript(PROBE)
      return { context, page: await context.newPage() }
    }
    const interactive = async (url: string) => {
      const { context, page } = await fresh(false)
      await page.goto(url)
      const ms = await page.evaluate(
        () => (window as unknown as { __interactive: Promise<number> }).__interactive,
      )
      await context.close()
      return ms
    }

    // 'Avançar' through all thirteen steps, a fresh draft each time; the bare page (no router: path null) too.
    const targets = stepTargets()
    const stepThrough = async (url: string, withRoutes: boolean, into: number[]) => {
      const { context, page } = await fresh(withRoutes)
      await page.goto(url)
      await page.fill(FIRST_FIELD, 'Heloísa Conceição Gonçalves')
      for (let i = 1; i < targets.length; i++) {
        const { path: next, selector } = targets[i]!
        const waiting = page.evaluate(
          ([p, sel]) =>
            (window as unknown as { __awaitStep(p: string | null, s: string): Promise<number> }).__awaitStep(
              p,
              sel!,
            ),
          [withRoutes ? next : null, selector] as const,
        )
        // A person presses 'Avançar' once the step is on screen and read, never within a frame of its appearing: on
        // both pages the walk waits for the page to go idle (at most 1 s) before each press. Pressed the instant the
        // step painted, the app's press came while it was still preparing the next step out of sight, work that then
        // had to be done inside the press (a rush no clinician makes, which measured the app at the bare page's time
        // for the largest steps instead of well under it).
        await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle, { timeout: 1000 })))
        await page.getByRole('button', { name: 'Avançar' }).click()
        into.push(await waiting)
      }
      await context.close()
    }

    // Typing into the largest step, the app against the bare page.
    const radios = familyRadios()
    const typeInto = async (which: 'app' | 'bare') => {
      const { context, page } = await fresh(which === 'app')
      await page.goto(which === 'app' ? `${server!.url}/pacientes/novo/relacao-familiar` : `${bare!.url}/`)
      await page.waitForSelector(FAMILY_TEXTAREA)
      await page.waitForTimeout(500)
      const events = await typeAndClick(page, FAMILY_TEXTAREA, radios, s.keyDelay)
      await context.close()
      return events
    }

    // Each pair measures the app and the bare page once, who goes first alternating.
    for (let i = 0; i < s.pairs; i++) {
      const login = await inTurn(
        i,
        () => interactive(`${server!.url}/login`),
        () => interactive(`${bare!.url}/`),
      )
      f.interactive.push({ app: login.app, baseline: login.baseline })
      const steps = { app: [] as number[], bare: [] as number[] }
      for (let walk = 0; walk < STEP_WALKS; walk++)
        await inTurn(
          i,
          () => stepThrough(`${server!.url}${targets[0]!.path}`, true, steps.app),
          () => stepThrough(`${bare!.url}/?steps`, false, steps.bare),
        )
      f.stepChange.push(steps)
      const typed = await inTurn(
        i,
        () => typeInto('app'),
        () => typeInto('bare'),
      )
      f.typing.push({
        appKey: typed.app.keys,
        bareKey: typed.baseline.keys,
        appClick: typed.app.clicks,
        bareClick: typed.baseline.clicks,
      })
      s.log(
        `  client pair ${i + 1}/${s.pairs}: step change p95 ${percentile(steps.app, 95).toFixed(0)} / ` +
          `${percentile(steps.bare, 95).toFixed(0)} ms, keystroke p95 ${percentile(typed.app.keys, 95).toFixed(1)} / ` +
          `${percentile(typed.baseline.keys, 95).toFixed(1)} ms, radio p95 ${percentile(typed.app.clicks, 95).toFixed(1)} / ` +
          `${percentile(typed.baseline.clicks, 95).toFixed(1)} ms (app / bare)`,
      )
    }
    return f
  } finally {
    await browser?.close()
    await bare?.close()
    await server?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
