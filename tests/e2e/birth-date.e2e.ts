// Issue 49, point 2: a birth date after the evaluation's date or after today is refused on the wizard's first step
// and on the patient edit page, with a sentence naming the questions by their labels in schemas/.
import { afterAll, describe, expect, it } from 'vitest'
import type { E2EPage } from '../kit/e2e/browser'
import { brDate, browserToday, typeDate } from '../kit/e2e/dates'
import { e2eFixture } from '../kit/e2e/fixture'
import { submitLogin } from '../kit/e2e/login'
import { screenshot } from '../kit/e2e/screenshots'
import { schemaTitle } from '../kit/questionnaire'
import { QUESTION } from '../kit/e2e/questions'

const BIA = { name: 'Bia Datas', email: 'bia.datas@clinica.example.com', password: 'Fono-Teste-2026!' }
const STEP1 = 'steps/01-dados-pessoais.schema.json'
const BIRTH = schemaTitle(STEP1, 'birthDate')
const EVALUATION = schemaTitle(STEP1, 'evaluationData')
const afterEvaluation = (day: string) =>
  `${BIRTH}: não pode ser depois da ${EVALUATION.charAt(0).toLowerCase()}${EVALUATION.slice(1)} (${day}).`
const FUTURE = `${BIRTH}: não pode ser uma data futura (hoje é ${brDate(browserToday())}).`

const e2e = e2eFixture({ users: [{ ...BIA, role: 'ADMIN' }] })
let page: E2EPage

const main = () => page.getByRole('main')
const field = (label: string) => main().getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) })
const tomorrow = () => browserToday(1)

async function logIn() {
  page = await e2e.newPage()
  await submitLogin(e2e, page, BIA)
  await page.getByRole('navigation', { name: 'Menu principal' }).waitFor()
}

afterAll(() => page?.close())

describe('a birth date that cannot be', () => {
  it("is refused on the wizard's first step: after today, and after the evaluation's date", async () => {
    await logIn()
    await page.goto(`${e2e.server.url}/pacientes/novo`)
    await field(QUESTION.patientName).fill('Caio Datas Futuras')
    const birthDate = field(BIRTH)
    // The evaluation's date starts as today: a birth date after it is after today too.
    await typeDate(birthDate, tomorrow())
    await page.getByRole('button', { name: 'Avançar' }).click()
    await main()
      .getByRole('link', { name: afterEvaluation(brDate(browserToday())) })
      .waitFor()
    await main()
      .getByText(afterEvaluation(brDate(browserToday())), { exact: true })
      .last()
      .waitFor()
    await screenshot(page, 'nascimento-futuro-assistente')

    await typeDate(field(EVALUATION), '2020-01-10')
    await typeDate(birthDate, '2020-03-15')
    await page.getByRole('button', { name: 'Avançar' }).click()
    await main()
      .getByRole('link', { name: afterEvaluation('10/01/2020') })
      .waitFor()

    // A birth date before the evaluation's moves on.
    await typeDate(birthDate, '2019-03-15')
    await page.getByRole('button', { name: 'Avançar' }).click()
    await page.waitForURL((url) => url.pathname.endsWith('/endereco'))
  })

  it('is refused on the patient edit page', async () => {
    const api = await e2e.signIn(BIA)
    const patient = await api.call('POST /patients', {
      body: { name: 'Davi Datas', birthDate: '2020-03-15' },
    })
    await page.goto(`${e2e.server.url}/pacientes/${patient.id}/editar`)
    const birthDate = field(BIRTH)
    await birthDate.waitFor()
    await typeDate(birthDate, tomorrow())
    await page.getByRole('button', { name: /Salvar alterações/i }).click()
    await main().getByText(FUTURE, { exact: true }).first().waitFor()
    await screenshot(page, 'nascimento-futuro-edicao')
    const stored = await api.call('GET /patients/:id', { params: { id: patient.id } })
    expect(stored.birthDate).toBe('2020-03-15')
  })
})
