// Issue 50, the family's side, on a phone (390×844): the link asks the child's birth date (a wrong one gets the
// server's message), opens the link's steps a group of questions per screen with a progress bar, saves as the family
// types, keeps nothing in the browser's storage, comes back where the family stopped after the page was closed, and
// 'Enviar' ends the link. Then the clinician, at a desktop, starts the evaluation from those answers, sees them
// marked, corrects one and sends; the detail page and its print say which answers the family gave.
import { beforeAll, describe, expect, it } from 'vitest'
import wizard from '../../schemas/wizard.json'
import type { ApiClient } from '../kit/api-client'
import { axeViolations } from '../kit/e2e/axe'
import type { E2EPage } from '../kit/e2e/browser'
import { advanceTo, stepIndexOf } from '../kit/e2e/advance'
import {
  FAMILY_CLINICIAN,
  familyFixture,
  FAMILY_CLINIC,
  openFamilySession,
  patientWithFamilyLink,
} from '../kit/e2e/family'
import { logIn } from '../kit/e2e/login'
import { HINTED, QUESTION } from '../kit/e2e/questions'
import { screenshot, screenshotWhole } from '../kit/e2e/screenshots'
import { questionTitle } from '../kit/questionnaire'

const e2e = familyFixture()
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1366, height: 900 }
const BIRTH = '09/05/2021'
const BIRTH_ISO = '2021-05-09'
const EXPERIENCE = 'Tranquila, com muito apoio da família.'
const DELIVERY = 'Umas oito horas'
const CORRECTED_DELIVERY = 'Cerca de dez horas'
const hypertension = questionTitle('gestation', 'hypertension')
const deliveryDuration = questionTitle('gestation', 'deliveryDuration')

let api: ApiClient

const main = (page: E2EPage) => page.getByRole('main')
const progress = (page: E2EPage) => main(page).getByRole('progressbar', { name: 'Progresso do questionário' })
const button = (page: E2EPage, name: string) => main(page).getByRole('button', { name, exact: true })
const yesNo = (page: E2EPage, question: string, answer: 'Sim' | 'Não') =>
  main(page).getByRole('radiogroup', { name: question }).getByRole('radio', { name: answer })

async function expectNoViolations(page: E2EPage, where: string) {
  await page.waitForLoadState('networkidle')
  expect(await axeViolations(page), where).toEqual([])
}

/** Opens the link in a new page (a browser of its own) and gives the birth date. */
async function openWith(url: string, birthDate: string) {
  const page = await e2e.newPage({ viewport: PHONE })
  await page.goto(url)
  await main(page).getByRole('heading', { name: 'Histórico da criança', level: 1 }).waitFor()
  await typeBirthDate(page, birthDate)
  return page
}

async function typeBirthDate(page: E2EPage, birthDate: string) {
  await main(page).getByLabel('Data de nascimento da criança').fill(birthDate)
  await button(page, 'Continuar').click()
}

/** The answers the server holds for a link, as the family's session reads them (GET /family/form). */
async function savedAnswers(url: string): Promise<Record<string, Record<string, unknown>>> {
  const headers = await openFamilySession(e2e.server.url, url, BIRTH_ISO)
  const form = await fetch(`${e2e.server.url}/api/family/form`, { headers })
  expect(form.status).toBe(200)
  return ((await form.json()) as { answers: Record<string, Record<string, unknown>> }).answers
}

/** "Tela X de Y" as the page says it. */
async function screenNumber(page: E2EPage): Promise<[number, number]> {
  const text = await main(page)
    .getByText(/^Tela \d+ de \d+$/)
    .textContent()
  const [, shown, total] = /^Tela (\d+) de (\d+)$/.exec(text ?? '') ?? []
  return [Number(shown), Number(total)]
}

describe("the family's form on a phone", () => {
  beforeAll(async () => {
    api = await e2e.signIn(FAMILY_CLINICIAN)
  })

  it('birth date, two screens answered, closed, opened again where it stopped, sent, closed for good', async () => {
    const { patient, link, url } = await patientWithFamilyLink(
      api,
      e2e.server.url,
      'Bruna Carvalho Lima',
      BIRTH_ISO,
    )

    // The first screen asks the birth date and shows nothing of the child; a wrong date gets the server's words.
    const page = await e2e.newPage({ viewport: PHONE })
    await page.goto(url)
    await main(page).getByRole('heading', { name: 'Histórico da criança', level: 1 }).waitFor()
    await expectNoViolations(page, 'the birth date screen')
    await screenshotWhole(page, 'familia-data-de-nascimento')
    await screenshot(page, 'familia-data-de-nascimento')
    expect(await main(page).textContent()).not.toContain('Bruna')
    // The first screen is small: none of the form's code (RJSF, the questionnaire, the step validators) yet.
    const scripts = () => page.responses.filter((r) => r.resourceType === 'script').map((r) => r.url)
    expect(
      scripts().filter((script) => /\/(family-questions|schema-form|questionnaire|gestation)-/.test(script)),
    ).toEqual([])
    expect(scripts().some((script) => /\/family-page-/.test(script))).toBe(true)
    // Nor MUI: the first screen is drawn without it. A MUI component's script names its classes (MuiButton…).
    for (const script of scripts()) {
      const source = await (await fetch(script)).text()
      expect(/Mui[A-Z][A-Za-z]+/.exec(source)?.[0], script).toBeUndefined()
    }
    page.expectFailedRequest(403, '/api/family/open')
    await typeBirthDate(page, '10/05/2021')
    await main(page)
      .getByRole('alert')
      .getByText('A data de nascimento não confere. Confira e tente novamente.')
      .waitFor()
    // The field says it was refused, and is described by the message.
    const birthDate = main(page).getByLabel('Data de nascimento da criança')
    expect(await birthDate.getAttribute('aria-invalid')).toBe('true')
    expect(
      await page.locator(`#${await birthDate.getAttribute('aria-describedby')}`).textContent(),
    ).toContain('A data de nascimento não confere.')
    await screenshotWhole(page, 'familia-data-errada')
    await screenshot(page, 'familia-data-errada')
    await typeBirthDate(page, BIRTH)

    // The form: the child's first name and the clinic's, a screen of the first step.
    await main(page).getByRole('heading', { name: 'Histórico de Bruna', level: 1 }).waitFor()
    await main(page).getByText(FAMILY_CLINIC, { exact: true }).waitFor()
    expect(await main(page).textContent()).not.toContain('Carvalho')
    const [first, total] = await screenNumber(page)
    expect(first).toBe(1)
    expect(total).toBeGreaterThan(link.steps.length)
    const startedAt = Number(await progress(page).getAttribute('aria-valuenow'))

    // 'Avançar' checks the screen's questions first, naming the question in Portuguese.
    await main(page).getByLabel(QUESTION.gestationWeeks).fill('99')
    await button(page, 'Avançar').click()
    await main(page).getByRole('alert').getByText(HINTED.gestationWeeks).waitFor()
    expect(await screenNumber(page)).toEqual([1, total])
    await main(page).getByLabel(QUESTION.gestationWeeks).fill('38')
    await yesNo(page, QUESTION.prenatal, 'Sim').check()
    await main(page).getByLabel(QUESTION.pregnancyExperience).fill(EXPERIENCE)
    // Saved as the family types, without leaving the screen.
    await main(page).getByText('Respostas salvas', { exact: true }).waitFor()
    await expectNoViolations(page, 'a form screen')
    await screenshotWhole(page, 'familia-tela')
    await screenshot(page, 'familia-tela')

    await button(page, 'Avançar').click()
    await expect.poll(() => screenNumber(page)).toEqual([2, total])
    expect(Number(await progress(page).getAttribute('aria-valuenow'))).toBeGreaterThan(startedAt)
    await yesNo(page, hypertension, 'Não').check()
    await main(page).getByLabel(deliveryDuration).fill(DELIVERY)
    await button(page, 'Salvar e continuar depois').click()
    await main(page)
      .getByText(/^Suas respostas foram salvas\./)
      .waitFor()
    await screenshotWhole(page, 'familia-salvo')
    // Nothing of the child stays in the browser.
    expect(
      await page.evaluate(async () => ({
        local: localStorage.length,
        session: sessionStorage.length,
        databases: (await indexedDB.databases()).length,
      })),
    ).toEqual({ local: 0, session: 0, databases: 0 })
    await page.close()

    // Opened again: the birth date first, then the first screen without answers, the answers kept.
    const again = await openWith(url, BIRTH)
    await main(again).getByRole('heading', { name: 'Histórico de Bruna', level: 1 }).waitFor()
    await expect.poll(() => screenNumber(again)).toEqual([3, total])
    await button(again, 'Voltar').click()
    await expect.poll(() => screenNumber(again)).toEqual([2, total])
    expect(await main(again).getByLabel(deliveryDuration).inputValue()).toBe(DELIVERY)
    expect(await yesNo(again, hypertension, 'Não').isChecked()).toBe(true)
    await button(again, 'Voltar').click()
    expect(await main(again).getByLabel(QUESTION.pregnancyExperience).inputValue()).toBe(EXPERIENCE)
    expect(await yesNo(again, QUESTION.prenatal, 'Sim').isChecked()).toBe(true)

    // To the end, screen by screen.
    for (let shown = 1; shown < total; shown++) {
      await button(again, 'Avançar').click()
      await expect.poll(() => screenNumber(again)).toEqual([shown + 1, total])
    }
    await main(again).getByRole('heading', { name: 'Revisar e enviar' }).waitFor()
    await main(again)
      .getByText(/^Você respondeu 5 de \d+ perguntas\./)
      .waitFor()
    await screenshotWhole(again, 'familia-revisar')
    await button(again, 'Enviar').click()
    const confirm = again.getByRole('dialog', { name: 'Enviar as respostas?' })
    await screenshotWhole(again, 'familia-confirmar')
    await confirm.getByRole('button', { name: 'Enviar' }).click()
    await main(again).getByText('As respostas já foram enviadas. Obrigado!', { exact: true }).waitFor()
    await expectNoViolations(again, 'the sent screen')
    await screenshotWhole(again, 'familia-enviado')
    await again.close()

    // The clinician has them.
    const sent = await api.call('GET /family-links/:id/answers', { params: { id: link.id } })
    expect(sent.answers.gestation).toEqual({
      gestationDuration: 38,
      prenatalTreatment: true,
      pregnancyExperience: EXPERIENCE,
      hypertension: false,
      deliveryDuration: DELIVERY,
    })

    // The link is closed: its message and nothing else.
    const closed = await e2e.newPage({ viewport: PHONE })
    closed.expectFailedRequest(410, '/api/family/open')
    await closed.goto(url)
    await typeBirthDate(closed, BIRTH)
    await main(closed).getByText('As respostas já foram enviadas.', { exact: true }).waitFor()
    expect(await main(closed).getByLabel('Data de nascimento da criança').count()).toBe(0)
    await screenshotWhole(closed, 'familia-ja-enviado')
    await closed.close()

    // The clinician, at a desktop: the evaluation started from those answers, each marked, one corrected, sent.
    const desk = await e2e.newPage({ viewport: DESKTOP })
    await logIn(e2e, desk, FAMILY_CLINICIAN)
    await main(desk)
      .getByRole('list', { name: 'Respostas da família para revisar' })
      .getByRole('listitem')
      .filter({ hasText: 'Histórico de Bruna Carvalho Lima' })
      .getByRole('link', { name: 'Iniciar avaliação' })
      .click()
    await desk.waitForURL((at) => at.pathname === wizard.basePath && at.search.startsWith('?rascunho='))
    await advanceTo(desk, stepIndexOf('gestation'))
    const marked = (question: string) =>
      main(desk)
        .locator('[data-family]')
        .filter({ has: desk.getByText(question, { exact: true }) })
    await main(desk).getByLabel(QUESTION.pregnancyExperience).waitFor()
    expect(await main(desk).getByLabel(QUESTION.pregnancyExperience).inputValue()).toBe(EXPERIENCE)
    expect(await main(desk).locator('[data-family]').count()).toBe(5)
    await main(desk).getByLabel(deliveryDuration).fill(CORRECTED_DELIVERY)
    await expect.poll(() => main(desk).locator('[data-family]').count()).toBe(4)
    expect(await marked(deliveryDuration).count()).toBe(0)
    await marked(QUESTION.pregnancyExperience).getByText('Resposta da família', { exact: true }).waitFor()
    await advanceTo(desk, wizard.steps.length - 1)
    await main(desk).getByRole('button', { name: 'Avançar' }).click()
    await desk.waitForURL((at) => at.pathname === `${wizard.basePath}/revisao`)
    await main(desk).getByRole('button', { name: 'Enviar' }).click()
    await desk.getByText('Formulário enviado com sucesso!').waitFor()

    // The detail page and its print say which answers the family gave.
    const [evaluation] = await api.call('GET /patients/:id/evaluations', { params: { id: patient.id } })
    await desk.goto(`${e2e.server.url}/avaliacoes/${evaluation!.id}`)
    const answerOf = (question: string) =>
      main(desk)
        .locator('.detail-field')
        .filter({ has: desk.getByText(question, { exact: true }) })
    await answerOf(deliveryDuration).getByText(CORRECTED_DELIVERY).waitFor()
    for (const media of ['screen', 'print'] as const) {
      await desk.emulateMedia({ media })
      for (const question of [QUESTION.pregnancyExperience, QUESTION.prenatal, hypertension])
        expect(await answerOf(question).getByText('Resposta da família', { exact: true }).isVisible()).toBe(
          true,
        )
      expect(await answerOf(deliveryDuration).getByText('Resposta da família').count()).toBe(0)
    }
    await desk.close()
  })

  it('a lost connection and an ended session lose nothing typed', async () => {
    const { url } = await patientWithFamilyLink(api, e2e.server.url, 'Davi Rocha', BIRTH_ISO)
    const page = await e2e.newPage({ viewport: PHONE })
    // A clinician signed in on this browser before: the family's page still asks nothing of her session.
    await page.addInitScript(() => localStorage.setItem('signedIn', '1'))
    await page.goto(url)
    await typeBirthDate(page, BIRTH)
    await main(page).getByRole('heading', { name: 'Histórico de Davi', level: 1 }).waitFor()
    expect(page.url()).toBe(url)
    expect(page.responses.filter((r) => r.url.includes('/api/') && !r.url.includes('/api/family/'))).toEqual(
      [],
    )
    await main(page).getByLabel(QUESTION.pregnancyExperience).fill(EXPERIENCE)
    await main(page).getByText('Respostas salvas', { exact: true }).waitFor()

    // Without a connection the answers wait in the page, and go when it is back.
    await page.context().setOffline(true)
    page.expectConsoleError(/ERR_INTERNET_DISCONNECTED/, { url: '/api/family/answers' })
    await main(page).getByLabel(QUESTION.gestationWeeks).fill('37')
    await main(page)
      .getByText('Sem conexão: as respostas serão salvas quando a conexão voltar', { exact: true })
      .waitFor()
    await screenshotWhole(page, 'familia-sem-conexao')
    await page.context().setOffline(false)
    await main(page).getByText('Respostas salvas', { exact: true }).waitFor()
    expect((await savedAnswers(url)).gestation).toEqual({
      pregnancyExperience: EXPERIENCE,
      gestationDuration: 37,
    })

    // The family session ended: the birth date again, then what was typed meanwhile is saved.
    await page.context().clearCookies()
    page.expectFailedRequest(401, '/api/family/answers')
    await yesNo(page, QUESTION.prenatal, 'Não').check()
    await main(page)
      .getByText(/^Por segurança, confirme de novo a data de nascimento da criança\./)
      .waitFor()
    await typeBirthDate(page, BIRTH)
    await main(page).getByText('Respostas salvas', { exact: true }).waitFor()
    expect(await yesNo(page, QUESTION.prenatal, 'Não').isChecked()).toBe(true)
    expect((await savedAnswers(url)).gestation).toEqual({
      pregnancyExperience: EXPERIENCE,
      gestationDuration: 37,
      prenatalTreatment: false,
    })
    await page.close()
  })
})
