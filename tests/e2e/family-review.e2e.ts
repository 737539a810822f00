// Issue 50, item 3: the clinician starts an evaluation from the answers a family sent. The wizard opens pre-filled,
// each answer still as the family gave it marked so; a corrected answer loses its mark, a reload keeps them; the
// evaluation sent says which answers are the family's on the detail page and in print, and leaves Início's list.
import { beforeAll, describe, expect, it } from 'vitest'
import wizard from '../../schemas/wizard.json'
import type { ApiClient } from '../kit/api-client'
import type { E2EPage } from '../kit/e2e/browser'
import { advanceTo, stepIndexOf } from '../kit/e2e/advance'
import { FAMILY_CLINICIAN, familyFixture, familySends, patientWithFamilyLink } from '../kit/e2e/family'
import { logIn } from '../kit/e2e/login'
import { screenshot } from '../kit/e2e/screenshots'
import { questionTitle } from '../kit/questionnaire'

const e2e = familyFixture()
const BIRTH = '2020-08-14'
const CHILD = 'Davi Revisão'
const FAMILY_TEXT = 'Tranquila, sem intercorrências.'
const CORRECTED_TEXT = 'Tranquila, com enjoos no início.'
const ANSWERS = {
  gestation: { pregnancyExperience: FAMILY_TEXT, prenatalTreatment: true },
  psychomotorDevelopment: { bathAlone: 'com_dificuldade' },
}
const Q = {
  experience: questionTitle('gestation', 'pregnancyExperience'),
  prenatal: questionTitle('gestation', 'prenatalTreatment'),
  motherAge: questionTitle('gestation', 'motherAge'),
  bathAlone: questionTitle('psychomotorDevelopment', 'bathAlone'),
}
const indexOf = stepIndexOf
const NOTICE = 'As respostas marcadas foram dadas pela família. Confirme, corrija ou complete.'

let api: ApiClient
let page: E2EPage
const main = () => page.getByRole('main')
const marks = () => main().locator('[data-family]')
const markOf = (question: string) => marks().filter({ has: page.getByText(question, { exact: true }) })
const textbox = (label: string) => main().getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) })

describe("an evaluation started from the family's answers", () => {
  beforeAll(async () => {
    api = await e2e.signIn(FAMILY_CLINICIAN)
  })

  it('is pre-filled and marked, corrected and completed, then sent with who gave each answer', async () => {
    const { patient, link } = await patientWithFamilyLink(api, e2e.server.url, CHILD, BIRTH)
    await familySends(e2e.server.url, link.url, BIRTH, ANSWERS)
    // Another family's answers, still waiting: Início keeps listing them after this review.
    const waiting = await patientWithFamilyLink(api, e2e.server.url, 'Nina Aguardando', BIRTH)
    await familySends(e2e.server.url, waiting.url, BIRTH, { gestation: { motherAge: 28 } })

    page = await e2e.newPage({ viewport: { width: 1366, height: 900 } })
    await logIn(e2e, page, FAMILY_CLINICIAN)
    const list = main().getByRole('list', { name: 'Respostas da família para revisar' })
    const row = list.getByRole('listitem').filter({ hasText: `Histórico de ${CHILD}` })
    await row.getByRole('link', { name: 'Abrir paciente' }).waitFor()
    await screenshot(page, 'familia-revisao-inicio')
    await row.getByRole('link', { name: 'Iniciar avaliação' }).click()
    await page.waitForURL((url) => url.pathname === wizard.basePath && url.search.startsWith('?rascunho='))
    // Nothing changed yet: the family's answers reach no evaluation and no record before 'Enviar'.
    expect(await api.call('GET /patients/:id/evaluations', { params: { id: patient.id } })).toEqual([])

    // The patient steps hold the record, unmarked.
    await textbox(questionTitle('personalData', 'patientName')).waitFor()
    expect(await textbox(questionTitle('personalData', 'patientName')).inputValue()).toBe(CHILD)
    expect(await marks().count()).toBe(0)
    expect(await main().getByText(NOTICE).count()).toBe(0)

    await advanceTo(page, indexOf('gestation'))
    await main().getByText(NOTICE).waitFor()
    expect(await textbox(Q.experience).inputValue()).toBe(FAMILY_TEXT)
    const prenatal = main().getByRole('radiogroup', { name: Q.prenatal })
    expect(await prenatal.getByRole('radio', { name: 'Sim', exact: true }).isChecked()).toBe(true)
    expect(await marks().count()).toBe(2)
    await markOf(Q.experience).getByText('Resposta da família', { exact: true }).waitFor()
    await markOf(Q.prenatal).getByText('Resposta da família', { exact: true }).waitFor()
    await screenshot(page, 'familia-revisao-etapa')

    // Corrected, the answer is the clinician's: its mark goes. A question the family left is completed, unmarked.
    await textbox(Q.experience).fill(CORRECTED_TEXT)
    await expect.poll(() => marks().count()).toBe(1)
    expect(await markOf(Q.experience).count()).toBe(0)
    await main().getByRole('spinbutton', { name: Q.motherAge }).fill('31')
    expect(await marks().count()).toBe(1)
    // Put back as the family sent it, the answer is theirs again.
    await textbox(Q.experience).fill(FAMILY_TEXT)
    await expect.poll(() => marks().count()).toBe(2)
    await textbox(Q.experience).fill(CORRECTED_TEXT)
    await expect.poll(() => marks().count()).toBe(1)

    await advanceTo(page, indexOf('psychomotorDevelopment'))
    const bath = main().getByRole('radiogroup', { name: Q.bathAlone })
    expect(await bath.getByRole('radio', { name: 'Com dificuldade', exact: true }).isChecked()).toBe(true)
    await markOf(Q.bathAlone).getByText('Resposta da família', { exact: true }).waitFor()
    expect(await marks().count()).toBe(1)

    // The draft on the server keeps the family's answers as sent: after a reload the marks are the same.
    await page.getByText(/^Rascunho salvo no servidor às/).waitFor()
    await page.reload()
    await markOf(Q.bathAlone).waitFor()
    expect(await marks().count()).toBe(1)
    // Back at Gravidez, opened afresh from the address: the corrected answer stays the clinician's.
    const slugOf = (section: string) => `/${wizard.steps[indexOf(section)]!.slug}?`
    await page.goto(page.url().replace(slugOf('psychomotorDevelopment'), slugOf('gestation')))
    await textbox(Q.experience).waitFor()
    expect(await textbox(Q.experience).inputValue()).toBe(CORRECTED_TEXT)
    expect(await marks().count()).toBe(1)
    await markOf(Q.prenatal).waitFor()

    await advanceTo(page, wizard.steps.length - 1)
    await main().getByRole('button', { name: 'Avançar' }).click()
    await page.waitForURL((url) => url.pathname === `${wizard.basePath}/revisao`)
    const reviewOf = (title: string, question: string) =>
      main()
        .getByRole('region', { name: title })
        .locator('.detail-field')
        .filter({ has: page.getByText(question, { exact: true }) })
    const gestationTitle = wizard.steps[indexOf('gestation')]!.title
    await reviewOf(gestationTitle, Q.prenatal).getByText('Resposta da família').waitFor()
    expect(await reviewOf(gestationTitle, Q.experience).getByText('Resposta da família').count()).toBe(0)
    await main().getByRole('button', { name: 'Enviar' }).click()
    await page.getByText('Formulário enviado com sucesso!').waitFor()

    const [sent] = await api.call('GET /patients/:id/evaluations', { params: { id: patient.id } })
    expect(sent).toBeDefined()
    await page.goto(`${e2e.server.url}/avaliacoes/${sent!.id}`)
    const answerOf = (question: string) =>
      main()
        .locator('.detail-field')
        .filter({ has: page.getByText(question, { exact: true }) })
    const family = [answerOf(Q.prenatal), answerOf(Q.bathAlone)]
    const own = [answerOf(Q.experience), answerOf(Q.motherAge)]
    await answerOf(Q.experience).getByText(CORRECTED_TEXT).waitFor()
    await answerOf(Q.bathAlone).getByText('Com dificuldade').waitFor()
    for (const answer of family) await answer.getByText('Resposta da família', { exact: true }).waitFor()
    for (const answer of own) expect(await answer.getByText('Resposta da família').count()).toBe(0)
    await page.emulateMedia({ media: 'print' })
    for (const answer of family)
      expect(await answer.getByText('Resposta da família', { exact: true }).isVisible()).toBe(true)
    for (const answer of own) expect(await answer.getByText('Resposta da família').count()).toBe(0)
    await page.emulateMedia({ media: 'screen' })

    // Reviewed: Início lists only the other family's answers, the patient's page says so.
    await page.goto(`${e2e.server.url}/`)
    await list.getByRole('listitem').filter({ hasText: 'Histórico de Nina Aguardando' }).waitFor()
    expect(
      await list
        .getByRole('listitem')
        .filter({ hasText: `Histórico de ${CHILD}` })
        .count(),
    ).toBe(0)
    await page.goto(`${e2e.server.url}/pacientes/${patient.id}/avaliacoes`)
    const links = main().getByRole('list', { name: 'Links da família' })
    await links.getByText(/^Revisado em /).waitFor()
    expect(await links.getByRole('link', { name: 'Iniciar avaliação' }).count()).toBe(0)

    // The same answers cannot start a second evaluation.
    page.expectFailedRequest(409, `/api/family-links/${link.id}/answers`)
    await page.goto(`${e2e.server.url}${wizard.basePath}?paciente=${patient.id}&familia=${link.id}`)
    await main().getByText('Essas respostas da família já foram revisadas numa avaliação.').waitFor()
    await page.close()
  })

  it("starts from the patient's page too, and refuses another patient's answers", async () => {
    const { patient, link } = await patientWithFamilyLink(api, e2e.server.url, 'Caio Família', BIRTH)
    await familySends(e2e.server.url, link.url, BIRTH, ANSWERS)
    const stranger = await api.call('POST /patients', { body: { name: 'Outra Criança', birthDate: BIRTH } })

    page = await e2e.newPage({ viewport: { width: 1366, height: 900 } })
    await logIn(e2e, page, FAMILY_CLINICIAN)
    await page.goto(`${e2e.server.url}${wizard.basePath}?paciente=${stranger.id}&familia=${link.id}`)
    await main().getByText('Estas respostas da família são de outro paciente', { exact: false }).waitFor()

    await page.goto(`${e2e.server.url}/pacientes/${patient.id}/avaliacoes`)
    const links = main().getByRole('list', { name: 'Links da família' })
    await links.getByText(/^Respostas enviadas em /).waitFor()
    await links.getByRole('link', { name: 'Iniciar avaliação' }).click()
    await page.waitForURL((url) => url.pathname === wizard.basePath && url.search.startsWith('?rascunho='))
    await advanceTo(page, indexOf('gestation'))
    expect(await textbox(Q.experience).inputValue()).toBe(FAMILY_TEXT)
    expect(await marks().count()).toBe(2)
    await page.close()
  })
})
