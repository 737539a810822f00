// Issue 50, the clinician's side: a patient's page sends the history to the family as a link (QR code, 'Copiar
// link', 'Copiar mensagem'), lists where each link stands and revokes one; Início lists the histories a family
// sent, waiting for review. At a desktop's and a phone's width.
import { beforeAll, describe, expect, it } from 'vitest'
import wizard from '../../schemas/wizard.json'
import type { ApiClient } from '../kit/api-client'
import type { E2EPage } from '../kit/e2e/browser'
import { screenshot, screenshotAsIs } from '../kit/e2e/screenshots'
import { questionTitle } from '../kit/questionnaire'
import {
  FAMILY_CLINIC,
  FAMILY_CLINICIAN,
  familyFixture,
  familySends as sendFamilyAnswers,
  patientWithFamilyLink,
} from '../kit/e2e/family'
import { logIn as logInAs } from '../kit/e2e/login'

const e2e = familyFixture()
const BIRTH = '2021-05-09'
const FAMILY_ANSWER = 'Tranquila, sem intercorrências.'
const FAMILY_STEPS = wizard.steps.filter((step) => 'answeredBy' in step && step.answeredBy === 'family')

let api: ApiClient

const logIn = (page: E2EPage) => logInAs(e2e, page, FAMILY_CLINICIAN)

/** The family's side, as its phone would call it: opens the link with the birth date, saves one answer, sends. */
const familySends = (url: string) =>
  sendFamilyAnswers(e2e.server.url, url, BIRTH, { gestation: { pregnancyExperience: FAMILY_ANSWER } })

describe('sending the history to the family', () => {
  beforeAll(async () => {
    api = await e2e.signIn(FAMILY_CLINICIAN)
  })

  for (const size of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ])
    it(`at ${size.width}×${size.height}: a link with its QR code and message, listed, revoked; Início lists what a family sent`, async () => {
      const child = `Bruna Família ${size.width}`
      const patient = await api.call('POST /patients', { body: { name: child, birthDate: BIRTH } })
      const page = await e2e.newPage({ viewport: size })
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
      await logIn(page)
      await page.goto(`${e2e.server.url}/pacientes/${patient.id}/avaliacoes`)
      const section = page.getByRole('region', { name: 'Histórico pela família' })
      await section.getByText('Nenhum link enviado à família.').waitFor()

      await section.getByRole('button', { name: 'Enviar histórico à família' }).click()
      const dialog = page.getByRole('dialog', { name: 'Enviar histórico à família' })
      // The steps schemas/wizard.json marks as the family's come checked.
      for (const step of FAMILY_STEPS)
        expect(
          await dialog.getByRole('checkbox', { name: step.title, exact: true }).isChecked(),
          step.title,
        ).toBe(true)
      await screenshot(page, 'familia-link-etapas')
      await dialog.getByRole('button', { name: 'Gerar link' }).click()
      const link = dialog.getByRole('textbox', { name: 'Link para a família' })
      await link.waitFor()
      const url = await link.inputValue()
      expect(url).toMatch(new RegExp(`^${e2e.server.url}/familia#token=[A-Za-z0-9_-]{43}$`))
      await dialog.getByRole('img', { name: 'Código QR do link para a família' }).waitFor()
      await dialog.getByRole('button', { name: 'Copiar mensagem' }).click()
      await page.getByText('Mensagem copiada.').waitFor()
      const message = await page.evaluate(() => navigator.clipboard.readText())
      expect(message).toContain(FAMILY_CLINIC)
      expect(message).toContain('Bruna')
      expect(message).not.toContain(child)
      expect(message.endsWith(`\n${url}`)).toBe(true)
      await dialog.getByRole('button', { name: 'Copiar link' }).click()
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(url)
      await screenshot(page, 'familia-link-gerado')
      await dialog.getByRole('button', { name: 'Fechar' }).click()

      const links = section.getByRole('list', { name: 'Links da família' })
      await links.getByText(/^Aguardando a família \(vale até /).waitFor()
      await section.getByRole('button', { name: 'Revogar' }).click()
      await page
        .getByRole('dialog', { name: 'Revogar o link?' })
        .getByRole('button', { name: 'Revogar' })
        .click()
      await links.getByText(/^Revogado em /).waitFor()
      expect(await section.getByRole('button', { name: 'Revogar' }).count()).toBe(0)

      // A second link, which the family opens, answers and sends: Início lists it for review.
      const sent = await api.call('POST /patients/:id/family-links', { params: { id: patient.id }, body: {} })
      await familySends(sent.url)
      await page.reload()
      await links.getByText(/^Respostas enviadas em /).waitFor()
      await page.goto(`${e2e.server.url}/`)
      const review = page.getByRole('list', { name: 'Respostas da família para revisar' })
      const row = review.getByRole('listitem').filter({ hasText: `Histórico de ${child}` })
      await row.getByText(/^Enviado pela família em /).waitFor()
      await screenshot(page, 'inicio-respostas-da-familia')
      await row.getByRole('link', { name: 'Abrir paciente' }).click()
      await page.waitForURL(e2e.at(`/pacientes/${patient.id}/avaliacoes`))
      await page.close()
    })

  it("the evaluation made from the family's answers says which are the family's, on screen and in print", async () => {
    const { patient, link } = await patientWithFamilyLink(api, e2e.server.url, 'Caio Origem', BIRTH)
    await familySends(link.url)
    // The clinician keeps the family's answer and adds one of her own.
    const evaluation = await api.call('POST /evaluations', {
      body: {
        patientId: patient.id,
        familyLinkId: link.id,
        evaluationData: '2026-11-23',
        gestation: { pregnancyExperience: FAMILY_ANSWER, motherAge: 31 },
      },
    })
    const page = await e2e.newPage({ viewport: { width: 1366, height: 900 } })
    await logIn(page)
    await page.goto(`${e2e.server.url}/avaliacoes/${evaluation.id}`)
    const answerOf = (question: string) =>
      page
        .getByRole('main')
        .locator('.detail-field')
        .filter({ has: page.getByText(question, { exact: true }) })
    const family = answerOf(questionTitle('gestation', 'pregnancyExperience'))
    await family.getByText(FAMILY_ANSWER).waitFor()
    await family.getByText('Resposta da família', { exact: true }).waitFor()
    const own = answerOf(questionTitle('gestation', 'motherAge'))
    await own.getByText('31', { exact: true }).waitFor()
    expect(await own.getByText('Resposta da família').count()).toBe(0)
    await page.emulateMedia({ media: 'print' })
    expect(await family.getByText('Resposta da família', { exact: true }).isVisible()).toBe(true)
    await page.emulateMedia({ media: 'screen' })
    await family.scrollIntoViewIfNeeded()
    await screenshotAsIs(page, 'avaliacao-respostas-da-familia')
    await page.close()
  })

  it('Início registers a child by name and birth date, then sends the link', async () => {
    const child = 'Lara Nova Família'
    const page = await e2e.newPage({ viewport: { width: 1366, height: 900 } })
    await logIn(page)
    await page.getByRole('link', { name: 'Enviar histórico a uma nova família' }).click()
    await page.waitForURL(e2e.at('/pacientes/enviar-a-familia'))
    const submit = page.getByRole('button', { name: 'Cadastrar e gerar o link' })
    await submit.click()
    await page.getByText('Informe o campo "Nome".').waitFor()
    await page
      .getByText('Informe o campo "Data de Nascimento": a família a confirma ao abrir o link.')
      .waitFor()
    await page.getByLabel('Nome').fill(child)
    await page.getByLabel('Data de Nascimento').pressSequentially('09052021')
    await screenshot(page, 'familia-novo-paciente')
    await submit.click()
    const dialog = page.getByRole('dialog', { name: 'Enviar histórico à família' })
    await dialog.getByRole('button', { name: 'Gerar link' }).click()
    await dialog.getByRole('textbox', { name: 'Link para a família' }).waitFor()
    await dialog.getByRole('button', { name: 'Fechar' }).click()
    await page.waitForURL(/\/pacientes\/[0-9a-f-]{36}\/avaliacoes$/)
    await page.getByRole('heading', { name: child }).waitFor()
    const section = page.getByRole('region', { name: 'Histórico pela família' })
    await section.getByText(/^Aguardando a família \(vale até /).waitFor()
    const patientId = /pacientes\/([0-9a-f-]{36})/.exec(page.url())![1]!
    expect(await api.call('GET /patients/:id', { params: { id: patientId } })).toMatchObject({
      name: child,
      birthDate: BIRTH,
    })
    await page.close()
  })
})
