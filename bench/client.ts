// Client rows of the benchmark: Debian's Chromium driven by playwright-core against the built app (served by the
// real server) and against a bare page rendering the same step with plain RJSF + MUI (bench/bare).
//
// Latency method: a capture listener on keydown (for a click: pointerdown, then the click) reads the event's timeStamp
// (the moment the input happened, on the page's clock), then waits for requestAnimationFrame and a task posted from its
// callback at the highest priority (scheduler.postTask, 'user-blocking'): the rAF callback runs just before the next
// frame is painted and that task as soon as the frame is done, so the difference is "input until the frame showing
// its effect was painted" (all handlers and React's render included). A setTimeout(0) there would run only after the
// tasks the page had queued meanwhile (React rendering a step out of sight, a timer), which the user does not wait
// for; the step change reports that end too, as reference rows.
//
// What is measured, app against the bare page given the same chance each time:
// - JS as bytes on the wire: each script's response body as the server sent it (with the Content-Encoding it chose
//   for Chromium's Accept-Encoding), on a first visit and on a repeat visit (what the browser's cache leaves);
// - the step change ('Avançar' to the next step painted), the button pressed at once (as soon as the step painted,
//   like Enter or a double click), 300 ms after the step painted, and once the page is idle;
// - keystroke and radio latency on every step, typing from 50 ms after the step appears;
// - the wizard's first step, on 4× CPU throttling, to interactive.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { openDatabase } from '../src/server/db/client'
import { createClinicians, signIn as signInApi } from '../scripts/lib/accounts'
import { signInContext } from '../tests/kit/session-cookie'
import { seedDatabase } from '../scripts/lib/seed-writer'
import { REPO_ROOT, startServer, type ServerProcess } from '../scripts/lib/server-process'
import { CHROMIUM_PATH } from '../tests/kit/e2e/browser'
import { precompress } from '../scripts/precompress'
import { inTurn, type Pair } from './pairs'
import { percentile } from './stats'
import { screensOf } from '../src/client/features/family-form/screens'

const execFileAsync = promisify(execFile)
// Built under dist/ (ignored by git, ESLint and Prettier), beside the app's own build.
const APP_DIST = path.join(REPO_ROOT, 'dist', 'bench', 'client')
const BARE_DIST = path.join(REPO_ROOT, 'dist', 'bench', 'bare')

/** The press times of the step change: at once, 300 ms after the step painted, once the page is idle. */
export const PRESS_MODES = ['now', 'after300', 'idle'] as const
export type PressMode = (typeof PRESS_MODES)[number]

/** Keystroke and radio click to paint (ms), by step (index in the wizard). */
export interface StepLatencies {
  keys: number[][]
  clicks: number[][]
}

export interface ClientFigures {
  /** Bytes of JavaScript on the wire, by route, first and repeat visit. */
  jsWire: Record<'login' | 'wizard' | 'detail' | 'family' | 'bare', { first: number; repeat: number }>
  /** Per pair: navigation to an interactive login page, and the bare page to its form (ms). */
  interactive: Pair[]
  /** Per pair: the wizard's first step interactive on 4× CPU throttling, and the bare page's (ms). */
  throttled: Pair[]
  /** Per pair: the family's first screen (the birth date) interactive on 4× CPU throttling, and the bare page's. */
  familyThrottled: Pair[]
  /** Per pair and press mode: each 'Avançar' to the next step painted, and to the first timer after it (ms). */
  stepChange: Record<PressMode, { app: number[]; bare: number[]; appTimer: number[]; bareTimer: number[] }>[]
  /** Per pair: keystroke and radio latencies on every step. */
  typing: { app: StepLatencies; bare: StepLatencies }[]
}

export interface ClientSettings {
  pairs: number
  /** Milliseconds between keystrokes ("human speed"). */
  keyDelay: number
  /** Walks through the thirteen steps per pair, side and press mode (12 step changes each). */
  walks: number
  /** Characters typed on each step, and radio answers clicked at most. */
  chars: number
  radios: number
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

/**
 * Serves a built folder on 127.0.0.1 (the bare page) as the app's server serves its own: index.html for '/', each
 * file's brotli or gzip copy when the browser accepts it, hashed files under assets/ cached for good.
 */
function serveStatic(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }
  const server = http.createServer((request, response) => {
    const name = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    const file = path.join(dir, name === '/' ? 'index.html' : name)
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      response.writeHead(404).end()
      return
    }
    const accepted = String(request.headers['accept-encoding'] ?? '')
    const encoding = (['br', 'gzip'] as const).find(
      (e) => accepted.includes(e) && fs.existsSync(`${file}.${e === 'br' ? 'br' : 'gz'}`),
    )
    response.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': name.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    })
    fs.createReadStream(encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file).pipe(response)
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
  steps: { slug: string; title: string; section: string; schema: string; ui: string; answeredBy?: string }[]
}

const SCHEMAS = path.join(REPO_ROOT, 'schemas')
const readJson = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(SCHEMAS, file), 'utf8')) as T
const wizard = readJson<Wizard>('wizard.json')
/** The wizard's step titles, in order (the figures name the steps by them). */
export const STEP_TITLES = wizard.steps.map((step) => step.title)

/**
 * A field's element id. The app and the bare pages give RJSF the step's section as `idPrefix` (the wizard keeps
 * two steps in the page), so one selector finds the same field on both.
 */
const fieldId = (section: string, field: string) => `${section}_${field}`
const FAMILY = wizard.steps.at(-1)!
const FAMILY_TEXTAREA = `#${fieldId(FAMILY.section, 'relationshipFather')}`
const FIRST_FIELD = `#${fieldId(wizard.steps[0]!.section, 'patientName')}`
/** The family's first screen: the child's birth date, before anything else (a link's token in the fragment). */
const FAMILY_GATE = '#family-birth-date'
const FAMILY_PATH = '/familia#token=bench-link'

// Injected before any page script (page.addInitScript is not subject to the app's CSP).
const PROBE = `(() => {
  window.__lat = []
  const afterPaint = (then) => requestAnimationFrame(() => scheduler.postTask(then, { priority: 'user-blocking' }))
  const after = (kind, t0) => afterPaint(() => window.__lat.push({ kind, ms: performance.now() - t0 }))
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
    // The paint, and the first timer after it (the end this row had until 2026-11-29).
    const done = () => {
      const ends = {}
      const end = (name) => () => {
        ends[name] = performance.now() - window.__clickAt
        if (ends.painted !== undefined && ends.timer !== undefined) resolve(ends)
      }
      afterPaint(end('painted'))
      requestAnimationFrame(() => setTimeout(end('timer'), 0))
    }
    if (ready()) return done()
    const observer = new MutationObserver(() => { if (ready()) { observer.disconnect(); done() } })
    // Attributes too: a hidden step shown by a style or class change adds no node.
    observer.observe(document, { childList: true, subtree: true, attributes: true })
  })
  // Time to an interactive page: the login's e-mail field, or the wizard's first field, rendered (React attaches its
  // handlers at the root).
  window.__interactive = new Promise((resolve) => {
    const found = () => document.querySelector('input[type=email], ${FAMILY_TEXTAREA}, ${FIRST_FIELD}, ${FAMILY_GATE}')
    const done = () => afterPaint(() => resolve(performance.now()))
    const check = () => (found() ? done() : requestAnimationFrame(check))
    check()
  })
})()`

/** The screens of the family's form for the steps the questionnaire marks as the family's, its summary included. */
export function familyScreenCount(): number {
  const family = wizard.steps.filter((step) => step.answeredBy === 'family')
  const questions = screensOf(
    family.map((step) => ({
      properties: Object.keys(readJson<{ properties: object }>(step.schema).properties),
      order: readJson<{ 'ui:order'?: string[] }>(step.ui)['ui:order'],
    })),
  )
  return questions.length + 1
}

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

// Typed on each step, as much of it as ClientSettings.chars asks.
const TEXT =
  'A criança tem uma relação muito próxima com o pai, que brinca com ela toda noite antes de ela dormir'

/**
 * A browser context signed in as the token's user: its session cookie, and the flag the page keeps once it signed in
 * (without it the page does not ask the server whether the cookie names a session: src/client/lib/session-store.ts).
 */
async function signIn(context: BrowserContext, origin: string, token: string) {
  await signInContext(context, origin, token)
  await context.addInitScript(() => localStorage.setItem('signedIn', '1'))
}

/**
 * The step's first text field shown and its radio answers shown, by question (element ids), found in the page.
 * Source text rather than a function: the TypeScript loader would wrap a function's inner functions in a helper that
 * the page does not have.
 */
const STEP_FIELDS = (section: string) => `(() => {
  const shown = (el) => el.checkVisibility() && el.getClientRects().length > 0
  const inputs = [...document.querySelectorAll('[id^="${section}_"]')].filter(shown)
  const text = inputs.find((el) => el.matches('textarea, input[type=text]'))
  const byName = new Map()
  for (const el of inputs)
    if (el.matches('input[type=radio]')) byName.set(el.name, [...(byName.get(el.name) ?? []), el.id])
  return { text: text?.id, radios: [...byName.values()] }
})()`

type Probed = { __lat: { kind: string; ms: number }[] }
/** A step change's end, ms from the press: the paint, and the first timer after it. */
type StepEnds = { painted: number; timer: number }

/**
 * On the step now shown (its section): 50 ms after it appeared, `chars` characters typed into its first text field,
 * then up to `radios` of its radio answers clicked, 150 ms apart (a click paints within some 30 ms at p95, so each is
 * measured on its own). Returns the step's keystroke and click latencies.
 */
async function typeOnStep(page: Page, section: string, s: ClientSettings) {
  await page.waitForTimeout(50)
  await page.evaluate(() => ((window as unknown as Probed).__lat = []))
  const fields = await page.evaluate<{ text?: string; radios: string[][] }>(STEP_FIELDS(section))
  if (fields.text) {
    await page.focus(`[id="${fields.text}"]`)
    await page.keyboard.type(TEXT.slice(0, s.chars), { delay: s.keyDelay })
  }
  // Each question answered with its next option in turn, as many as asked.
  const radios = fields.radios.map((ids, i) => ids[i % ids.length]!).slice(0, s.radios)
  for (const id of radios) {
    await page.click(`[id="${id}"]`)
    await page.waitForTimeout(150)
  }
  await page.waitForTimeout(150)
  const lat = await page.evaluate(() => (window as unknown as Probed).__lat)
  return {
    keys: lat.filter((l) => l.kind === 'key').map((l) => l.ms),
    clicks: lat.filter((l) => l.kind === 'click').map((l) => l.ms),
  }
}

/**
 * Bytes of JavaScript on the wire for `url`: each script's response body as the server sent it (encoded as the
 * server chose for Chromium's Accept-Encoding; Chrome DevTools Protocol's byte counts, less the headers), until
 * `ready` shows and the network is idle; with `touch`, also what clicking that element fetches (the login page loads
 * its HTTP client when the form is first touched: a user cannot sign in without it, so it counts). First visit: a
 * fresh browser profile; repeat visit: the same profile opening the page again, what its cache leaves to fetch.
 */
async function jsWireOf(
  browser: Browser,
  url: string,
  token: string | null,
  ready: string,
  touch?: string,
): Promise<{ first: number; repeat: number }> {
  const context = await browser.newContext({ viewport: { width: 1300, height: 1000 }, locale: 'pt-BR' })
  if (token) await signIn(context, new URL(url).origin, token)
  const visit = async () => {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    const scripts = new Map<string, number>() // request id -> its headers' bytes
    let bytes = 0
    cdp.on('Network.responseReceived', (e) => {
      if (e.type === 'Script' && !e.response.fromDiskCache && !e.response.fromPrefetchCache)
        scripts.set(e.requestId, e.response.encodedDataLength)
    })
    cdp.on('Network.loadingFinished', (e) => {
      const headers = scripts.get(e.requestId)
      if (headers !== undefined) bytes += Math.max(0, e.encodedDataLength - headers)
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.waitForSelector(ready, { timeout: 30_000 })
    await page.waitForLoadState('networkidle')
    if (touch) {
      await page.click(touch)
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(500) // a chunk asked for on focus, after the idle state was reached
    }
    await page.close()
    return bytes
  }
  const first = await visit()
  const repeat = await visit()
  await context.close()
  return { first, repeat }
}

export async function measureClient(s: ClientSettings): Promise<ClientFigures> {
  s.log('Client: building the app and the bare RJSF page …')
  // The step validators both import are generated, as `npm run build` generates them.
  await execFileAsync(process.execPath, ['--import', 'tsx', 'scripts/gen-types.ts', '--validators'], {
    cwd: REPO_ROOT,
  })
  await vite(['--outDir', APP_DIST, '--emptyOutDir', '--logLevel', 'warn'])
  // Compressed as `npm run build` compresses the app's (the server sends those copies).
  precompress(APP_DIST)
  await vite(['--config', 'bench/vite.bare.config.ts'])
  precompress(BARE_DIST)

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
    const token = await signInApi(server.url, account!.email)
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
    })

    const f: ClientFigures = {
      jsWire: {
        login: await jsWireOf(browser, `${server.url}/login`, null, 'input[type=email]', 'input[type=email]'),
        wizard: await jsWireOf(browser, `${server.url}${wizard.basePath}`, token, FIRST_FIELD),
        detail: await jsWireOf(
          browser,
          `${server.url}/avaliacoes/${seeded.sample.evaluationIds[0]}`,
          token,
          'button:has-text("Imprimir")',
        ),
        family: await jsWireOf(browser, `${server.url}${FAMILY_PATH}`, null, FAMILY_GATE),
        bare: await jsWireOf(browser, `${bare.url}/?steps`, null, FIRST_FIELD),
      },
      interactive: [],
      throttled: [],
      familyThrottled: [],
      stepChange: [],
      typing: [],
    }
    s.log(
      '  JS on the wire (first/repeat visit, bytes): ' +
        Object.entries(f.jsWire)
          .map(([route, b]) => `${route} ${b.first}/${b.repeat}`)
          .join(', '),
    )

    const fresh = async (withToken: boolean) => {
      const context = await browser!.newContext({ viewport: { width: 1300, height: 1000 }, locale: 'pt-BR' })
      if (withToken) await signIn(context, server!.url, token)
      await context.addInitScript(PROBE)
      return { context, page: await context.newPage() }
    }
    const interactive = async (url: string, withToken = false, throttling = 1) => {
      const { context, page } = await fresh(withToken)
      if (throttling > 1) {
        const cdp = await context.newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling })
      }
      await page.goto(url)
      const ms = await page.evaluate(
        () => (window as unknown as { __interactive: Promise<number> }).__interactive,
      )
      await context.close()
      return ms
    }

    const targets = stepTargets()
    const appStart = `${server.url}${targets[0]!.path}`
    const bareStart = `${bare.url}/?steps`
    /**
     * One walk through the thirteen steps, a fresh draft each time (the bare page: no router, path null). On each
     * step, once painted: `onStep` (typing, when measured), then 'Avançar' pressed as `mode` says, and the time to the
     * next step painted pushed into `into.painted` (to the first timer after that paint: `into.timer`).
     */
    const walk = async (
      app: boolean,
      mode: PressMode,
      into: { painted: number[]; timer: number[] },
      onStep?: (page: Page, step: number) => Promise<void>,
    ) => {
      const { context, page } = await fresh(app)
      await page.goto(app ? appStart : bareStart)
      await page.waitForSelector(FIRST_FIELD)
      await onStep?.(page, 0)
      await page.fill(FIRST_FIELD, 'Heloísa Conceição Gonçalves')
      const button = page.getByRole('button', { name: 'Avançar' })
      for (let i = 1; i < targets.length; i++) {
        const { path: next, selector } = targets[i]!
        const waiting = page.evaluate(
          ([p, sel]) =>
            (
              window as unknown as { __awaitStep(p: string | null, s: string): Promise<StepEnds> }
            ).__awaitStep(p, sel!),
          [app ? next : null, selector] as const,
        )
        if (mode === 'after300') await page.waitForTimeout(300)
        if (mode === 'idle')
          await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle, { timeout: 1000 })))
        await button.click()
        const ends = await waiting
        into.painted.push(ends.painted)
        into.timer.push(ends.timer)
        await onStep?.(page, i)
      }
      await context.close()
    }

    // Each pair measures the app and the bare page alike, who goes first alternating.
    for (let i = 0; i < s.pairs; i++) {
      const login = await inTurn(
        i,
        () => interactive(`${server!.url}/login`),
        () => interactive(`${bare!.url}/`),
      )
      f.interactive.push({ app: login.app, baseline: login.baseline })
      const slow = await inTurn(
        i,
        () => interactive(appStart, true, 4),
        () => interactive(bareStart, false, 4),
      )
      f.throttled.push({ app: slow.app, baseline: slow.baseline })
      const family = await inTurn(
        i,
        () => interactive(`${server!.url}${FAMILY_PATH}`, false, 4),
        () => interactive(`${bare!.url}/`, false, 4),
      )
      f.familyThrottled.push({ app: family.app, baseline: family.baseline })

      const steps: ClientFigures['stepChange'][number] = {
        now: { app: [], bare: [], appTimer: [], bareTimer: [] },
        after300: { app: [], bare: [], appTimer: [], bareTimer: [] },
        idle: { app: [], bare: [], appTimer: [], bareTimer: [] },
      }
      for (const mode of PRESS_MODES)
        for (let w = 0; w < s.walks; w++)
          await inTurn(
            i,
            () => walk(true, mode, { painted: steps[mode].app, timer: steps[mode].appTimer }),
            () => walk(false, mode, { painted: steps[mode].bare, timer: steps[mode].bareTimer }),
          )
      f.stepChange.push(steps)

      // Typing on every step: a walk of its own, 'Avançar' pressed once idle (its step changes not recorded).
      const typed = async (app: boolean): Promise<StepLatencies> => {
        const got: StepLatencies = { keys: [], clicks: [] }
        await walk(app, 'idle', { painted: [], timer: [] }, async (page, step) => {
          const events = await typeOnStep(page, wizard.steps[step]!.section, s)
          got.keys[step] = events.keys
          got.clicks[step] = events.clicks
        })
        return got
      }
      const typing = await inTurn(
        i,
        () => typed(true),
        () => typed(false),
      )
      f.typing.push({ app: typing.app, bare: typing.baseline })
      const p95 = (values: number[]) => percentile(values, 95).toFixed(0)
      s.log(
        `  client pair ${i + 1}/${s.pairs}: step change p95 ` +
          PRESS_MODES.map((m) => `${m} ${p95(steps[m].app)}/${p95(steps[m].bare)}`).join(', ') +
          ` ms; keystroke p95 ${p95(typing.app.keys.flat())}/${p95(typing.baseline.keys.flat())} ms, radio p95 ` +
          `${p95(typing.app.clicks.flat())}/${p95(typing.baseline.clicks.flat())} ms (all steps); throttled first ` +
          `step ${slow.app.toFixed(0)}/${slow.baseline.toFixed(0)} ms, family first screen ` +
          `${family.app.toFixed(0)}/${family.baseline.toFixed(0)} ms (app/bare)`,
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
