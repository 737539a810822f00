// Issue 49, point 3: a step typed with the keyboard. Each question is one Tab stop (a radio question's options are
// reached with the arrow keys, as a native radio group's), every focused field shows whole above the sticky
// Voltar/Avançar bar, and Enter in a step's field does what 'Avançar' does: it never sends the evaluation.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import wizard from '../../schemas/wizard.json'
import type { E2EPage } from '../kit/e2e/browser'
import { e2eFixture } from '../kit/e2e/fixture'
import { logIn } from '../kit/e2e/login'
import { screenshotAsIs } from '../kit/e2e/screenshots'
import { REPO_ROOT } from '../kit/e2e/server'
import { walkedDraft } from '../kit/e2e/walked-draft'

const CLINICIAN = {
  name: 'Rita Tabulação',
  email: 'rita.tab@clinica.example.com',
  password: 'Fono-Tab-2026!',
}
const e2e = e2eFixture({ users: [{ ...CLINICIAN, role: 'CLINICIAN' }] })
const DESKTOP = { width: 1366, height: 900 }
const SIZES = [DESKTOP, { width: 768, height: 1024 }, { width: 390, height: 844 }]

/** The step with the most questions. */
const longest = wizard.steps
  .map((step, index) => {
    const file = path.join(REPO_ROOT, 'schemas', step.schema)
    const schema = JSON.parse(fs.readFileSync(file, 'utf8')) as { properties: Record<string, unknown> }
    return { step, index, questions: Object.keys(schema.properties).length }
  })
  .sort((a, b) => b.questions - a.questions)[0]!

let page: E2EPage

interface Stop {
  /** The question the focused control answers: its name (a radio option) or its id. */
  field: string
  tag: string
  /** Fully inside the window and clear of the sticky bar. */
  visible: boolean
  why: string
}

/** Where the focus is, and whether it can be seen whole: inside the window, below the top bar, above the step's bar. */
const stop = () =>
  page.evaluate((): Stop => {
    const el = document.activeElement as HTMLElement
    // A radio's options share the question's name; the other fields have its id.
    const radio = el.matches('input[type="radio"]')
    const field = radio ? (el as HTMLInputElement).name : el.id
    // A radio's input is drawn hidden under its circle: the circle (its parent) is what is seen.
    const seen = (radio ? el.parentElement! : el).getBoundingClientRect()
    const top = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0
    const bar = el.closest('form')?.querySelector('button[type="submit"]')?.parentElement
    const bottom = bar?.getBoundingClientRect().top ?? window.innerHeight
    const visible =
      seen.top >= top - 0.5 &&
      seen.bottom <= bottom + 0.5 &&
      seen.left >= 0 &&
      seen.right <= window.innerWidth
    return {
      field,
      tag: el.tagName.toLowerCase(),
      visible,
      why: `${Math.round(seen.top)}–${Math.round(seen.bottom)} px, seen between ${Math.round(top)} and ${Math.round(bottom)}`,
    }
  })

/** The query string of the draft walked once to the last step: every step then opens at once, from its address. */
let draft = ''

async function toStep(index: number) {
  if (!draft) draft = await walkedDraft(page, e2e.server.url, 'Tiago Tabulação')
  const slug = wizard.steps[index]!.slug
  await page.goto(`${e2e.server.url}${wizard.basePath}${slug ? `/${slug}` : ''}${draft}`)
  const title = page.getByRole('banner').getByRole('heading', { level: 1 })
  await expect.poll(() => title.textContent()).toBe(wizard.steps[index]!.title)
  await page.getByRole('main').locator('form:visible').waitFor()
}

describe('a step with the keyboard', () => {
  beforeAll(async () => {
    page = await e2e.newPage({ viewport: DESKTOP })
    await logIn(e2e, page, CLINICIAN)
  })
  afterAll(() => page?.close())

  /** Tabs from the shown step's first control to 'Voltar', the sticky bar's first button; checks each stop. */
  async function tabThrough(index: number, size: { width: number; height: number }) {
    const form = page.getByRole('main').locator('form:visible')
    // The questions shown (one depending on an answer is not).
    const questions = await form.locator('[class*="field-size-"]').count()
    await form.locator('textarea, input').first().focus()
    const stops: Stop[] = [await stop()]
    for (let press = 0; press < 4 * questions; press++) {
      await page.keyboard.press('Tab')
      const now = await stop()
      if (now.tag === 'button') break
      stops.push(now)
    }
    console.info(`Tab stops through '${wizard.steps[index]!.title}' at ${size.width} px: ${stops.length}`)
    expect(stops.map((s) => s.field)).toEqual([...new Set(stops.map((s) => s.field))])
    expect(stops.length).toBe(questions)
    expect(stops.filter((s) => !s.visible).map((s) => `${s.field}: ${s.why}`)).toEqual([])
  }

  for (const size of SIZES)
    it(`at ${size.width}×${size.height}: the longest step is one Tab stop per question, each seen whole`, async () => {
      await page.setViewportSize(size)
      await toStep(longest.index)
      await tabThrough(longest.index, size)
      await screenshotAsIs(page, 'passo-mais-longo-teclado')
    })

  it('the last step, of three-option questions, is one Tab stop per question too', async () => {
    await page.setViewportSize(DESKTOP)
    const last = wizard.steps.length - 1
    await toStep(last)
    await tabThrough(last, DESKTOP)
    // The arrow keys choose among the three options, and the one chosen is the question's Tab stop.
    const group = page.getByRole('main').locator('form:visible [role="radiogroup"]').last()
    await group.locator('input').first().focus()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect
      .poll(() => group.locator('input:checked').getAttribute('value'))
      .toBe(await group.locator('input').nth(2).getAttribute('value'))
    expect(await group.locator('input[tabindex="0"]').count()).toBe(1)
    expect(await group.locator('input').nth(2).getAttribute('tabindex')).toBe('0')
  })

  it('arrow keys choose among a radio question’s options', async () => {
    await page.setViewportSize(DESKTOP)
    await toStep(longest.index)
    const radio = page.getByRole('main').locator('form:visible input[type="radio"]').first()
    await radio.focus()
    const group = page.getByRole('main').locator('form:visible [role="radiogroup"]').first()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => group.locator('input:checked').count()).toBe(1)
    const first = await group.locator('input:checked').getAttribute('value')
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => group.locator('input:checked').getAttribute('value')).not.toBe(first)
  })

  it('Enter in a field moves to the next step, and from the last one to the review, never sends', async () => {
    await page.setViewportSize(DESKTOP)
    const last = wizard.steps.length - 1
    await toStep(last)
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/evaluations/.test(request.url())) sent.push(request.url())
    })
    await page.getByRole('main').locator('form:visible input[type="radio"]').last().focus()
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === `${wizard.basePath}/revisao`)
    await page.getByRole('main').getByRole('button', { name: 'Enviar' }).waitFor()
    expect(sent).toEqual([])
    // In a step before: the next step, as 'Avançar'.
    await toStep(1)
    await page.getByRole('main').locator('form:visible input').last().focus()
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === `${wizard.basePath}/${wizard.steps[2]!.slug}`)
    expect(sent).toEqual([])
  })
})
