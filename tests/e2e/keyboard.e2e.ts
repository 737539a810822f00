// The whole journey with the keyboard alone, in Debian's Chromium against the built app: log in, register a patient
// and send his evaluation through the thirteen steps and the review, find him, open the evaluation and print it.
// Only Tab, Shift+Tab, Enter, Space and typing: every control reached shows where the focus is, and the focus never
// gets stuck (each target is reached within a bounded number of presses).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import wizard from '../../schemas/wizard.json'
import type { E2EPage } from '../kit/e2e/browser'
import { e2eFixture } from '../kit/e2e/fixture'
import { QUESTION, startingWith } from '../kit/e2e/questions'

const CLINICIAN = {
  name: 'Rita Teclado',
  email: 'rita.teclado@clinica.example.com',
  password: 'Fono-Teclado-2026!',
}
const e2e = e2eFixture({ users: [{ ...CLINICIAN, role: 'CLINICIAN' }] })
const PATIENT = 'Téo Teclado Lima'
// Past every field of the longest step and its bar: reaching a target takes fewer presses, unless focus is trapped.
const MAX_PRESSES = 400

let page: E2EPage

interface Focused {
  tag: string
  name: string
}

/** What has the focus: its tag and its name (aria-label, label or text). */
const focused = () =>
  page.evaluate((): Focused => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return { tag: 'body', name: '' }
    const name =
      el.getAttribute('aria-label') ??
      (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null) ??
      // A radio's option: the input sits inside its label ('Sim', 'Não').
      el.closest('label')?.textContent ??
      el.textContent ??
      ''
    return { tag: el.tagName.toLowerCase(), name: name.trim() }
  })

/**
 * The focus can be seen: the focused control and its surroundings look different once the focus leaves it (an
 * outline, a ring, a border or a background: whatever the theme draws). The focus is then put back.
 */
async function focusIsVisible(): Promise<boolean> {
  const box = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement
    ;(window as unknown as { keyboardTarget: HTMLElement }).keyboardTarget = el
    const r = el.getBoundingClientRect()
    return { x: r.x, y: r.y, width: r.width, height: r.height }
  })
  const pad = 8
  const clip = {
    x: Math.max(0, box.x - pad),
    y: Math.max(0, box.y - pad),
    width: box.width + 2 * pad,
    height: box.height + 2 * pad,
  }
  const withFocus = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' })
  await page.evaluate(() => (document.activeElement as HTMLElement).blur())
  const without = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' })
  await page.evaluate(() =>
    (window as unknown as { keyboardTarget: HTMLElement }).keyboardTarget.focus({ preventScroll: true }),
  )
  return !withFocus.equals(without)
}

/** Presses Tab (or Shift+Tab) until the focus is on what `is` accepts; fails when it never gets there. */
async function tabTo(is: (f: Focused) => boolean, what: string, key = 'Tab') {
  const last: string[] = []
  for (let press = 0; press < MAX_PRESSES; press++) {
    await page.keyboard.press(key)
    const now = await focused()
    if (is(now)) {
      expect(await focusIsVisible(), `focus visible on ${what}`).toBe(true)
      return
    }
    last.push(`${now.tag} "${now.name.slice(0, 30)}"`)
    if (last.length > 12) last.shift()
  }
  throw new Error(`${what}: not reached with ${MAX_PRESSES} presses of ${key} (last: ${last.join(', ')})`)
}
const named = (name: string | RegExp) => (f: Focused) =>
  typeof name === 'string' ? f.name === name : name.test(f.name)

describe('the whole journey with the keyboard alone', () => {
  beforeAll(async () => {
    page = await e2e.newPage({ viewport: { width: 1366, height: 900 } })
  })
  afterAll(() => page?.close())

  it('logs in, sends an evaluation, finds the patient, opens and prints the evaluation', async () => {
    await page.goto(`${e2e.server.url}/login`)
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor()
    await tabTo(named(/^Email/), 'Email')
    await page.keyboard.type(CLINICIAN.email)
    await tabTo(named(/^Senha/), 'Senha')
    await page.keyboard.type(CLINICIAN.password)
    await page.keyboard.press('Enter')
    await page.waitForURL(e2e.at('/'))

    await tabTo(named('Cadastrar Paciente'), "the menu's 'Cadastrar Paciente'")
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === wizard.basePath)
    await tabTo(named(startingWith(QUESTION.patientName)), QUESTION.patientName)
    await page.keyboard.type(PATIENT)
    for (const [index, step] of wizard.steps.entries()) {
      // An answer's options draw the focus too (a press draws no ripple: the ring is the only sign of it).
      if (step.slug === 'gestacao') await tabTo(named('Sim'), `a 'Sim' answer on ${step.title}`)
      await tabTo(named('Avançar'), `'Avançar' on ${step.title}`)
      await page.keyboard.press('Enter')
      const next = wizard.steps[index + 1]
      await page.waitForURL((url) => url.pathname.endsWith(next ? `/${next.slug}` : '/revisao'))
    }
    await tabTo(named('Enviar'), "the review's 'Enviar'")
    await page.keyboard.press('Enter')
    await page.getByText('Formulário enviado com sucesso!').waitFor()
    await page.waitForURL(e2e.at('/pacientes/buscar'))

    await tabTo(named(/^Buscar pelo nome/), 'Buscar pelo nome')
    // The list before the search holds the patient too: the focus waits for the search's own answer, or the
    // row it reached would be drawn anew under it.
    const searched = page.waitForResponse(
      (response) => new URL(response.url()).searchParams.get('q') === 'teo teclado',
    )
    await page.keyboard.type('teo teclado')
    await (await searched).finished()
    await page.evaluate(
      () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
    )
    await page.getByRole('list', { name: 'Pacientes' }).getByText(PATIENT).waitFor()
    await tabTo(named(new RegExp(`^${PATIENT}`)), 'the patient in the list')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => /^\/pacientes\/[^/]+\/avaliacoes$/.test(url.pathname))
    await tabTo(named(/^Data: /), 'the evaluation in the list')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname.startsWith('/avaliacoes/'))
    await page.getByRole('main').getByRole('heading', { name: 'Detalhes da Avaliação' }).waitFor()

    // The browser's print dialog cannot be driven here: the test only sees that 'Imprimir' asked for it.
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes')
    })
    await tabTo(named('Imprimir'), "'Imprimir'")
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => document.body.getAttribute('data-printed'))).toBe('yes')

    // And back up the page with Shift+Tab: the menu is reached again, nothing holds the focus.
    await tabTo(named('Consultar Paciente'), "the menu's 'Consultar Paciente', backwards", 'Shift+Tab')
  })
})
