// Accessibility in Debian's Chromium against the built app: axe-core finds no violation of any impact on any screen,
// signed out and in, at a desktop, a tablet and a phone size, a step showing its errors and the open menu included. axe is injected through
// the DevTools protocol (page.evaluate), which the app's Content Security Policy does not govern: the policy stays as
// the app sends it, for the test as for everyone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import wizard from '../../schemas/wizard.json'
import { answerEvaluation, fixedAnswers } from '../kit/answers'
import type { E2EPage } from '../kit/e2e/browser'
import { axeViolations as violations } from '../kit/e2e/axe'
import { e2eFixture } from '../kit/e2e/fixture'
import { logIn } from '../kit/e2e/login'
import { QUESTION, startingWith } from '../kit/e2e/questions'

const ADMIN = { name: 'Ana Souza', email: 'ana.souza@clinica.example.com', password: 'Fono-Acesso-2026!' }
const e2e = e2eFixture({ users: [{ ...ADMIN, role: 'ADMIN' }] })

const SIZES = [
  { name: '1366×900', width: 1366, height: 900 },
  { name: '768×1024', width: 768, height: 1024 },
  { name: '390×844', width: 390, height: 844 },
] as const

describe.each(SIZES)('no axe-core violation on any screen at $name', (size) => {
  let page: E2EPage
  let patientId: string
  let evaluationId: string

  beforeAll(async () => {
    const api = await e2e.signIn(ADMIN)
    const patient = await api.call('POST /patients', {
      body: { name: 'Lia Acessível', birthDate: '2020-03-15', phone: '(81) 99999-0000' },
    })
    patientId = patient.id
    const evaluation = await api.call('POST /evaluations', {
      body: {
        patientId,
        evaluationData: '2026-11-20',
        mainComplaint: 'Fala pouco',
        ...answerEvaluation(fixedAnswers()),
      },
    })
    evaluationId = evaluation.id
    page = await e2e.newPage({ viewport: { width: size.width, height: size.height } })
  })
  afterAll(() => page?.close())

  const main = () => page.getByRole('main')
  /** The screen has settled: its main content is shown, no spinner is left, no request is under way. */
  async function settled() {
    await main().waitFor()
    await page.waitForLoadState('networkidle')
    // Spinners are indeterminate: a progress bar with a value (the narrow stepper's) stays.
    await expect.poll(() => page.locator('[role=progressbar]:not([aria-valuenow])').count()).toBe(0)
  }
  /** Opens a screen, waits until it has settled, and expects axe to find nothing. */
  async function check(path: string) {
    await page.goto(`${e2e.server.url}${path}`)
    await settled()
    expect(await violations(page), `${path} at ${size.name}`).toEqual([])
  }

  it('signed out: login, registration and reset link pages', async () => {
    await check('/login')
    await check('/register#token=invalido')
    await check('/redefinir-senha#token=invalido')
  })

  /** Signs in, unless this page is signed in already (the login page then sends it on to Início). */
  async function signIn() {
    await page.goto(`${e2e.server.url}/login`)
    // A session kept from the test before is found after the form shows (the page asks the server), and the page
    // then goes on to Início: only once that question is answered is the form known to stay.
    await page.waitForLoadState('networkidle')
    if (new URL(page.url()).pathname !== '/login') return
    await logIn(e2e, page, ADMIN)
  }

  it('signed in: every screen of the menu, the patient, the evaluation and the account', async () => {
    await signIn()

    await check('/')
    await check('/pacientes/buscar')
    await check(`/pacientes/${patientId}/avaliacoes`)
    await check(`/avaliacoes/${evaluationId}`)
    await check(`/pacientes/${patientId}/editar`)
    await check('/minha-conta')
    await check('/admin/invite')
    await check('/admin/usuarios')
    await check('/admin/auditoria')
    await check('/admin/questionario')
    // Narrow: the menu is a drawer, with who is signed in.
    if (size.width < 900) {
      await page.getByRole('button', { name: 'Abrir menu' }).click()
      await page.getByRole('navigation', { name: 'Menu principal' }).waitFor()
      expect(await violations(page), `the open menu at ${size.name}`).toEqual([])
    }
  })

  it('the wizard: each step, a step showing its errors, and the review', async () => {
    await signIn()
    await check(wizard.basePath)
    await main()
      .getByRole('textbox', { name: startingWith(QUESTION.patientName) })
      .fill('Lia Teclado')
    for (const step of wizard.steps.slice(1)) {
      await main().getByRole('button', { name: 'Avançar' }).click()
      await page.waitForURL((url) => url.pathname === `${wizard.basePath}/${step.slug}`)
      await settled()
      expect(await violations(page), `${step.title} at ${size.name}`).toEqual([])
    }
    await main().getByRole('button', { name: 'Avançar' }).click()
    await page.waitForURL((url) => url.pathname.endsWith('/revisao'))
    expect(await violations(page), `Revisão at ${size.name}`).toEqual([])

    // Step 1 with its errors: a name of spaces and a partial phone number.
    await page.goto(`${e2e.server.url}${wizard.basePath}`)
    await main()
      .getByRole('textbox', { name: startingWith(QUESTION.patientName) })
      .fill('   ')
    await main()
      .getByRole('textbox', { name: startingWith(QUESTION.phone) })
      .pressSequentially('8199')
    await main().getByRole('button', { name: 'Avançar' }).click()
    await main()
      .getByRole('alert')
      .filter({ hasText: /^Corrija/ })
      .waitFor()
    expect(await violations(page), `step 1 with errors at ${size.name}`).toEqual([])
  })
})
