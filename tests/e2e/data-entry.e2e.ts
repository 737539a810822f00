// Data entry a clinician can trust, in Debian's Chromium against the built app: every message of steps 1 and 2 names
// the question by its label and says what to type (no pattern, no field path, no English), an error summary at the
// top of the step links to each problem, and a name of spaces is refused at step 1.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import wizard from '../../schemas/wizard.json'
import { ageFromBirthDate, formatDateBr } from '../../src/shared/dates'
import type { E2EPage } from '../kit/e2e/browser'
import { e2eFixture } from '../kit/e2e/fixture'
import { REPO_ROOT } from '../kit/e2e/server'
import { logIn } from '../kit/e2e/login'
import { HINTED, QUESTION } from '../kit/e2e/questions'

const CLINICIAN = { name: 'Rita Fono', email: 'rita.fono@clinica.example.com', password: 'Fono-Teste-2026!' }
const e2e = e2eFixture({ users: [{ ...CLINICIAN, role: 'CLINICIAN' }] })
let page: E2EPage

const main = () => page.getByRole('main')
// A required field's accessible name ends with its asterisk.
const textbox = (label: string) => main().getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) })
const summary = () =>
  main()
    .getByRole('alert')
    .filter({ hasText: /^Corrija/ })
const summaryItems = () => summary().getByRole('listitem').allTextContents()
const focused = () => page.evaluate(() => document.activeElement?.id ?? '')

/** From a patient's page: 'Nova avaliação', then on to the third step (Gravidez), where copying is offered. */
async function newEvaluationAtGestation() {
  await main().getByRole('button', { name: 'Nova avaliação' }).click()
  await page.waitForURL((url) => url.pathname === wizard.basePath && url.search.startsWith('?rascunho='))
  for (const index of [1, 2]) {
    await main()
      .getByRole('button', { name: 'Avançar' })
      .click({ position: { x: 10 + index * 8, y: 10 } })
    await page.waitForURL((url) => url.pathname === `${wizard.basePath}/${wizard.steps[index]!.slug}`)
  }
}

/** Nothing a clinician reads may carry a pattern, a field path or an English validator word. */
function expectPlain(messages: string[]) {
  for (const message of messages) {
    expect(message).not.toMatch(/[\\^$]|\b(must|should|pattern|format)\b|[a-z]+\.[a-z]+|\b[a-z]+[A-Z]\w*\b/)
    expect(message).toMatch(/^[A-ZÀ-Ú].*: .+\.$/)
  }
}

describe('errors in plain Portuguese, with a summary at the top of the step', () => {
  beforeAll(async () => {
    page = await e2e.newPage()
    await logIn(e2e, page, CLINICIAN)
  })
  afterAll(() => page?.close())

  it('step 1: a name of spaces, a partial phone and a sibling aged 200, each by its label', async () => {
    await page.goto(`${e2e.server.url}${wizard.basePath}`)
    await textbox(QUESTION.patientName).fill('   ')
    await textbox(QUESTION.phone).pressSequentially('8199')
    expect(await textbox(QUESTION.phone).inputValue()).toBe('(81) 99')
    const siblingAge = main().getByRole('spinbutton', { name: 'Idade do irmão ou irmã (anos)' })
    await siblingAge.fill('200')
    await main().getByRole('button', { name: 'Avançar' }).click()

    await summary().waitFor()
    expect(await summary().evaluate((box) => box === document.activeElement)).toBe(true)
    const expected = [
      HINTED.patientName,
      HINTED.phone,
      'Irmãos, nº 1 — Idade do irmão ou irmã (anos): informe só o número, de 0 a 120.',
    ]
    expect(await summaryItems()).toEqual(expected)
    expectPlain(expected)
    expect(await summary().getByText(`Corrija as ${expected.length} respostas abaixo`).count()).toBe(1)
    // The same sentences beside the fields.
    for (const message of expected) expect(await main().getByText(message, { exact: true }).count()).toBe(2)
    expect(new URL(page.url()).pathname).toBe(wizard.basePath)

    // Each link moves the focus to its question.
    await summary().getByRole('link', { name: expected[1] }).click()
    expect(await focused()).toBe(await textbox(QUESTION.phone).getAttribute('id'))
    await summary().getByRole('link', { name: expected[2] }).click()
    expect(await focused()).toBe(await siblingAge.getAttribute('id'))

    // Corrected, the step moves on.
    await textbox(QUESTION.patientName).fill('Caio Prado')
    await textbox(QUESTION.phone).clear()
    await textbox(QUESTION.phone).pressSequentially('81999887766')
    await siblingAge.fill('7')
    await main().getByRole('button', { name: 'Avançar' }).click()
    await page.waitForURL((url) => url.pathname === `${wizard.basePath}/${wizard.steps[1]!.slug}`)
  })

  it('step 2: a partial CEP, named with its address', async () => {
    await textbox('CEP').pressSequentially('5001')
    await main().getByRole('button', { name: 'Avançar' }).click()
    await summary().waitFor()
    const expected = ['Endereços, nº 1 — CEP: 8 dígitos, como 50010-000.']
    expect(await summaryItems()).toEqual(expected)
    expectPlain(expected)
    expect(await main().getByText(expected[0]!, { exact: true }).count()).toBe(2)
    await summary().getByRole('link', { name: expected[0] }).click()
    expect(await focused()).toBe(await textbox('CEP').getAttribute('id'))

    await textbox('CEP').clear()
    await textbox('CEP').pressSequentially('50010000')
    await main().getByRole('button', { name: 'Avançar' }).click()
    await page.waitForURL((url) => url.pathname === `${wizard.basePath}/${wizard.steps[2]!.slug}`)
  })

  it('step 3: weeks of pregnancy out of range, with what to type', async () => {
    const weeks = main().getByRole('spinbutton', { name: QUESTION.gestationWeeks })
    await weeks.fill('50')
    await main().getByRole('button', { name: 'Avançar' }).click()
    await summary().waitFor()
    const expected = [HINTED.gestationWeeks]
    expect(await summaryItems()).toEqual(expected)
    expectPlain(expected)
  })

  it("moves exactly one step per press of 'Avançar', however fast; a double-click moves one", async () => {
    const pathOf = (index: number) =>
      index === 0 ? wizard.basePath : `${wizard.basePath}/${wizard.steps[index]!.slug}`
    const onStep = (index: number) => page.waitForURL((url) => url.pathname === pathOf(index))
    await page.goto(`${e2e.server.url}/`)
    await page.getByRole('button', { name: 'Cadastrar Paciente' }).click()
    await onStep(0)
    await textbox(QUESTION.patientName).fill('Lia Fagundes')
    // Each press as soon as its step is there. Two presses on the very same spot within half a second are a
    // double-click to the browser (counted once, below): a few pixels apart, they are two presses.
    for (let index = 0; index < wizard.steps.length - 1; index++) {
      const spot = index % 2 ? { x: 12, y: 12 } : { x: 30, y: 20 }
      await main().getByRole('button', { name: 'Avançar' }).click({ position: spot })
      await onStep(index + 1)
    }
    await page
      .getByRole('heading', { name: wizard.steps.at(-1)!.title })
      .first()
      .waitFor()

    await main().getByRole('button', { name: 'Voltar' }).click()
    await onStep(wizard.steps.length - 2)
    await main().getByRole('button', { name: 'Voltar' }).click()
    await onStep(wizard.steps.length - 3)
    await main().getByRole('button', { name: 'Avançar' }).dblclick()
    await onStep(wizard.steps.length - 2)
    // The second click of the double-click landed on the next step's button and did nothing.
    await page.waitForTimeout(700)
    expect(new URL(page.url()).pathname).toBe(pathOf(wizard.steps.length - 2))
  })

  it("reviews every answer by step before 'Enviar', and 'Editar' comes back to the review", async () => {
    const review = `${wizard.basePath}/revisao`
    const section = (title: string) => main().getByRole('region', { name: title, exact: true })
    const gestation = wizard.steps.find((step) => step.section === 'gestation')!
    const questions = Object.keys(
      (
        JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'schemas', gestation.schema), 'utf8')) as {
          properties: object
        }
      ).properties,
    ).length
    // From step 12, where the previous test left this draft.
    await main().getByRole('button', { name: 'Avançar' }).click()
    await page.waitForURL((url) => url.pathname === `${wizard.basePath}/${wizard.steps.at(-1)!.slug}`)
    await main().getByRole('button', { name: 'Avançar' }).click()
    await page.waitForURL((url) => url.pathname === review)
    await main().getByRole('heading', { name: 'Revisão', exact: true }).waitFor()

    // Answered questions with their answers, as the detail page shows them; the unanswered counted.
    const personal = section(wizard.steps[0]!.title)
    expect(await personal.locator('dt').allTextContents()).toEqual([
      QUESTION.evaluationDate,
      QUESTION.patientName,
    ])
    expect(await personal.locator('dd').nth(1).textContent()).toBe('Lia Fagundes')
    await section(gestation.title).getByText(`${questions} sem resposta`).waitFor()
    expect(await section(gestation.title).locator('dt').count()).toBe(0)

    await main()
      .getByRole('button', { name: `Editar ${gestation.title}` })
      .click()
    await page.waitForURL((url) => url.pathname.endsWith(`/${gestation.slug}`))
    await main()
      .getByRole('radiogroup', { name: QUESTION.prenatal })
      .getByRole('radio', { name: 'Sim', exact: true })
      .check()
    await main().getByRole('button', { name: 'Voltar à revisão' }).click()
    await page.waitForURL((url) => url.pathname === review)
    await section(gestation.title)
      .getByText(`${questions - 1} sem resposta`)
      .waitFor()
    expect(await section(gestation.title).locator('dt').allTextContents()).toEqual([QUESTION.prenatal])
    expect(await section(gestation.title).locator('dd').allTextContents()).toEqual(['Sim'])

    await main().getByRole('button', { name: 'Enviar' }).click()
    await page.getByText('Formulário enviado com sucesso!').waitFor()
    const [patient] = (
      await (await e2e.signIn(CLINICIAN)).call('GET /patients', { query: { q: 'Lia Fagundes' } })
    ).items
    expect(patient?.name).toBe('Lia Fagundes')
  })

  it('copies the previous evaluation into unanswered questions only, marked until confirmed or changed', async () => {
    const api = await e2e.signIn(CLINICIAN)
    const patient = await api.call('POST /patients', { body: { name: 'Teo Carvalho' } })
    await api.call('POST /evaluations', {
      body: {
        patientId: patient.id,
        evaluationData: '2026-11-20',
        gestation: { cried: true, gestationDuration: 39, pregnancyExperience: 'Tranquila' },
      },
    })
    const marks = () => main().locator('[data-copied]')
    const weeks = main().getByRole('spinbutton', { name: QUESTION.gestationWeeks })
    const experience = textbox(QUESTION.pregnancyExperience)
    const cried = main().getByRole('radiogroup', { name: QUESTION.cried })

    await page.goto(`${e2e.server.url}/pacientes/${patient.id}/avaliacoes`)
    await newEvaluationAtGestation()

    // Nothing is copied without the press; an answer typed before it stays.
    expect(await experience.inputValue()).toBe('')
    await weeks.fill('40')
    await main().getByRole('button', { name: 'Copiar respostas da avaliação de 20/11/2026' }).click()
    expect(await weeks.inputValue()).toBe('40')
    expect(await experience.inputValue()).toBe('Tranquila')
    expect(await cried.getByRole('radio', { name: 'Sim', exact: true }).isChecked()).toBe(true)
    expect(await marks().count()).toBe(2)
    await main().getByText('2 respostas copiadas da avaliação anterior aguardam confirmação').waitFor()

    // Changed, an answer is the clinician's own: its mark goes.
    await experience.fill('Tranquila, com enjoos')
    await expect.poll(() => marks().count()).toBe(1)

    // The review counts the copy still unconfirmed.
    for (let index = 3; index < wizard.steps.length; index++) {
      await main()
        .getByRole('button', { name: 'Avançar' })
        .click({ position: { x: 10 + (index % 2) * 20, y: 12 } })
      await page.waitForURL((url) => url.pathname.endsWith(`/${wizard.steps[index]!.slug}`))
    }
    await main().getByRole('button', { name: 'Avançar' }).click()
    await page.waitForURL((url) => url.pathname.endsWith('/revisao'))
    await main().getByText('1 resposta copiada da avaliação anterior ainda não foi confirmada.').waitFor()
    await main().getByRole('region', { name: 'Gravidez' }).getByText('1 copiada, não confirmada').waitFor()

    await main().getByRole('button', { name: 'Editar Gravidez' }).click()
    await main().getByRole('button', { name: 'Confirmar', exact: true }).click()
    await expect.poll(() => marks().count()).toBe(0)
    await main().getByRole('button', { name: 'Voltar à revisão' }).click()
    await page.waitForURL((url) => url.pathname.endsWith('/revisao'))
    expect(
      await main()
        .getByText(/copiada/)
        .count(),
    ).toBe(0)

    await main().getByRole('button', { name: 'Enviar' }).click()
    await page.getByText('Formulário enviado com sucesso!').waitFor()
    const [latest] = await api.call('GET /patients/:id/evaluations', { params: { id: patient.id } })
    const stored = await api.call('GET /evaluations/:id', { params: { id: latest!.id } })
    expect(stored.gestation).toEqual({
      cried: true,
      gestationDuration: 40,
      pregnancyExperience: 'Tranquila, com enjoos',
    })

    // The next evaluation, in the same tab (no reload: the router moves), offers to copy the one just sent.
    await page.evaluate((to) => {
      history.pushState({}, '', to)
      dispatchEvent(new PopStateEvent('popstate'))
    }, `/pacientes/${patient.id}/avaliacoes`)
    await newEvaluationAtGestation()
    const sentOn = formatDateBr(stored.evaluationData)
    expect(sentOn).not.toBe('20/11/2026')
    await main()
      .getByRole('button', { name: `Copiar respostas da avaliação de ${sentOn}` })
      .waitFor()
  })

  it('a draft resumed later changes only what the clinician changed in steps 1 and 2, not edits made since', async () => {
    const api = await e2e.signIn(CLINICIAN)
    const patient = await api.call('POST /patients', {
      body: { name: 'Nina Prado', phone: '(81) 99999-1111', school: 'Creche Sol' },
    })
    await page.goto(`${e2e.server.url}/pacientes/${patient.id}/avaliacoes`)
    await main().getByRole('button', { name: 'Nova avaliação' }).click()
    await page.waitForURL((url) => url.pathname === wizard.basePath && url.search.startsWith('?rascunho='))
    await textbox(QUESTION.school).fill('Escola Lua')

    // Meanwhile, the record is corrected elsewhere.
    await api.call('PUT /patients/:id', {
      params: { id: patient.id },
      body: { name: 'Nina Prado', phone: '(81) 98888-2222', school: 'Creche Sol' },
    })

    for (let index = 1; index <= wizard.steps.length; index++) {
      await main()
        .getByRole('button', { name: 'Avançar' })
        .click({ position: { x: 10 + (index % 2) * 20, y: 12 } })
      await page.waitForURL((url) => url.pathname.endsWith(`/${wizard.steps[index]?.slug ?? 'revisao'}`))
    }
    await main().getByRole('button', { name: 'Enviar' }).click()
    await page.getByText('Formulário enviado com sucesso!').waitFor()
    const record = await api.call('GET /patients/:id', { params: { id: patient.id } })
    expect(record).toMatchObject({ phone: '(81) 98888-2222', school: 'Escola Lua' })
  })

  it("the patient's page shows his age today, the typed age only where no birth date is known", async () => {
    const api = await e2e.signIn(CLINICIAN)
    const born = await api.call('POST /patients', {
      body: { name: 'Lia Moura', birthDate: '2020-03-15', age: '1 ano' },
    })
    const unknown = await api.call('POST /patients', { body: { name: 'Caio Moura', age: 'uns 4 anos' } })
    for (const [patient, age] of [
      [born, ageFromBirthDate('2020-03-15')],
      [unknown, 'uns 4 anos'],
    ] as const) {
      await page.goto(`${e2e.server.url}/pacientes/${patient.id}/avaliacoes`)
      await main().getByText(`Idade: ${age}`, { exact: false }).waitFor()
    }
    expect(ageFromBirthDate('2020-03-15')).not.toBe('1 ano')
  })
})
