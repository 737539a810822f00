// Patients and evaluations end to end: the searchable, paginated list, a patient's evaluations, the
// schema-driven detail page and its print view, editing a patient and a new evaluation of an existing
// patient, in Debian's Chromium against the real server (`npm start`) and the built client.
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { EvaluationInput } from '../../src/shared/contract/evaluations'
import { ageFromBirthDate } from '../../src/shared/dates'
import type { ApiClient } from '../kit/api-client'
import type { E2EPage } from '../kit/e2e/browser'
import { brDate, browserToday } from '../kit/e2e/dates'
import { e2eFixture } from '../kit/e2e/fixture'
import { logIn } from '../kit/e2e/login'
import { REPO_ROOT } from '../kit/e2e/server'
import { DETAIL_SECTIONS, FULL_ADDRESS, NIL_UUID } from '../kit/fixtures'

const CLINICIAN = {
  name: 'Fernanda Fono',
  email: 'fernanda.fono@clinica.example.com',
  password: 'Fono-Teste-2026!',
}

const JOAO = {
  name: 'João Conceição da Silva',
  birthDate: '2020-03-15',
  age: '5 anos',
  fatherName: 'Pedro',
  fatherCareer: 'Engenheiro',
  phone: '(11) 98765-4321',
  school: 'Escola Municipal Aurora',
  siblings: [{ name: 'Ana Conceição', age: 8 }],
  address: [FULL_ADDRESS],
}
const MARIA = { name: 'Maria Souza', fatherName: 'José Souza', motherName: 'Clara Souza' }
const JOAO_RENAMED = 'João Conceição da Silva Santos'
const NEW_PHONE = '(81) 91234-5678'

// The language answer must come back as the very text typed, never as markup.
const LANGUAGE_NOTE = 'Diz "mamã" e \'papá\'; escreveu <b>tags</b> & <i>mais</i>'
const EVALUATION = {
  evaluationData: '2026-03-10',
  mainComplaint: 'Troca de sons na fala',
  gestation: { birthWeight: 3200, cried: true },
  sleep: { teethGrinding: true, sleepwalking: false },
  psychomotorDevelopment: { bathAlone: 'com_dificuldade' },
  familyInterrelationship: { isAffectionate: 'ocasionalmente' },
  languageDevelopment: { firstWords: 'Mamã, aos 14 meses', observations: LANGUAGE_NOTE },
} satisfies Omit<EvaluationInput, 'patientId'>

// Labels come from the schema files, so a change of wording there does not break this test.
interface WizardStepEntry {
  slug: string
  title: string
  schema: string
  section: string
}
const readJson = <T>(file: string): T =>
  JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'schemas', file), 'utf8')) as T

const wizardSteps = readJson<{ basePath: string; steps: WizardStepEntry[] }>('wizard.json')
const stepPaths = wizardSteps.steps.map((s) =>
  s.slug ? `${wizardSteps.basePath}/${s.slug}` : wizardSteps.basePath,
)
function label(section: string, field: string): string {
  const step = wizardSteps.steps.find((s) => s.section === section)
  if (!step) throw new Error(`wizard.json has no section ${section}`)
  const schema = readJson<{ properties: Record<string, { title?: string }> }>(step.schema)
  const title = schema.properties[field]?.title
  if (!title) throw new Error(`${step.schema} has no title for ${field}`)
  return title
}

const e2e = e2eFixture({ users: [CLINICIAN] })
let page: E2EPage
let api: ApiClient
let joaoId = ''
let mariaId = ''
let evaluationId = ''

const { at } = e2e
const menu = () => page.getByRole('navigation', { name: 'Menu principal' })
const topBar = () => page.getByRole('banner')
const main = () => page.getByRole('main')
const patientList = () => page.getByRole('list', { name: 'Pacientes' })

async function expectTitle(title: string) {
  await topBar().getByRole('heading', { level: 1, name: title, exact: true }).waitFor()
  await page.waitForFunction((t) => document.title === t, title)
}

/** The names in the patient list once it has finished loading. */
const listedNames = () =>
  page.evaluate(() => {
    const list = document.querySelector('[aria-label="Pacientes"]')
    if (!list || list.getAttribute('aria-busy') !== 'false') return null
    return [...list.querySelectorAll('li .MuiListItemText-primary')].map((n) => n.textContent)
  })

async function openPatientList() {
  await menu().getByRole('button', { name: 'Consultar Paciente' }).click()
  await page.waitForURL(at('/pacientes/buscar'))
  await expectTitle('Buscar Paciente')
  await main().getByRole('heading', { name: 'Pacientes Cadastrados' }).waitFor()
}

/** Every section of the detail page: its heading and its label/answer pairs. */
const detailContent = () =>
  page.evaluate(() =>
    [...document.querySelectorAll('main section')].map((section) => ({
      title: section.querySelector('h2')?.textContent ?? '',
      fields: [...section.querySelectorAll('.detail-field')].map((field) => [
        field.querySelector('dt')?.textContent ?? '',
        field.querySelector('dd')?.textContent ?? '',
      ]),
    })),
  )

describe('patients and evaluations', () => {
  beforeAll(async () => {
    api = await e2e.signIn(CLINICIAN)
    // João first, so Maria is the newest.
    joaoId = (await api.call('POST /patients', { body: JOAO })).id
    mariaId = (await api.call('POST /patients', { body: MARIA })).id
    evaluationId = (await api.call('POST /evaluations', { body: { patientId: joaoId, ...EVALUATION } })).id
    page = await e2e.newPage()
  })

  it('lists the patients newest first and finds one without accents', async () => {
    await logIn(e2e, page, CLINICIAN)

    await openPatientList()
    await expect.poll(listedNames).toEqual([MARIA.name, JOAO.name])
    const joaoRow = patientList().getByRole('listitem').filter({ hasText: JOAO.name })
    await joaoRow
      // The age today, from the birth date (the text typed at registration is only for a patient without one).
      .getByText(
        `Nascimento: ${brDate(JOAO.birthDate)} • Idade: ${ageFromBirthDate(JOAO.birthDate)} • Pais: Pedro / N/D`,
      )
      .waitFor()
    await patientList()
      .getByRole('listitem')
      .filter({ hasText: MARIA.name })
      .getByText('Nascimento: N/D • Idade: N/D • Pais: José Souza / Clara Souza')
      .waitFor()

    const search = page.getByLabel('Buscar pelo nome')
    await search.fill('joao conceicao')
    // The term is kept in the history entry's state, never in the address (nor the browser's history list).
    await page.waitForFunction(() => JSON.stringify(history.state).includes('joao conceicao'))
    await expect.poll(listedNames).toEqual([JOAO.name])
    expect(page.url()).toBe(`${e2e.server.url}/pacientes/buscar`)

    await page.reload()
    await expect.poll(listedNames).toEqual([JOAO.name])
    expect(await page.getByLabel('Buscar pelo nome').inputValue()).toBe('joao conceicao')
    expect(page.url()).toBe(`${e2e.server.url}/pacientes/buscar`)

    // Back from a patient's page, the search is there again.
    await patientList()
      .getByRole('button', { name: new RegExp(`^${JOAO.name}`) })
      .click()
    await page.waitForURL(at(`/pacientes/${joaoId}/avaliacoes`))
    await page.goBack()
    await page.waitForURL(at('/pacientes/buscar'))
    await expect.poll(listedNames).toEqual([JOAO.name])
    expect(await page.getByLabel('Buscar pelo nome').inputValue()).toBe('joao conceicao')
    expect(page.url()).toBe(`${e2e.server.url}/pacientes/buscar`)
  })

  it("lists a patient's evaluations and shows one in detail, as literal text", async () => {
    await patientList()
      .getByRole('button', { name: new RegExp(`^${JOAO.name}`) })
      .click()
    await page.waitForURL(at(`/pacientes/${joaoId}/avaliacoes`))
    await main()
      .getByRole('heading', { name: `Avaliações de ${JOAO.name}` })
      .waitFor()
    const evaluations = main().getByRole('list', { name: 'Avaliações' }).getByRole('button')
    await evaluations.first().waitFor()
    expect(await evaluations.count()).toBe(1)
    await evaluations.getByText(`Data: ${brDate(EVALUATION.evaluationData)}`, { exact: true }).waitFor()
    await evaluations.getByText(`Queixa Principal: ${EVALUATION.mainComplaint}`, { exact: true }).waitFor()

    await evaluations.first().click()
    await page.waitForURL(at(`/avaliacoes/${evaluationId}`))
    await main().getByRole('heading', { name: 'Detalhes da Avaliação' }).waitFor()
    await expectTitle('Detalhes da Avaliação')
    await main().locator('section').first().waitFor()

    const sections = await detailContent()
    expect(sections.map((s) => s.title)).toEqual(DETAIL_SECTIONS)
    const answer = (sectionTitle: string, fieldLabel: string) => {
      const section = sections.find((s) => s.title === sectionTitle)
      const matches = section?.fields.filter(([dt]) => dt === fieldLabel) ?? []
      if (matches.length !== 1)
        throw new Error(`${sectionTitle}: ${matches.length} fields labelled "${fieldLabel}"`)
      return matches[0]![1]
    }
    const expected: [string, string, string, string][] = [
      ['Dados Gerais', 'personalData', 'patientName', JOAO.name],
      ['Dados Gerais', 'personalData', 'fatherName', 'Pedro'],
      ['Dados Gerais', 'personalData', 'motherName', 'N/D'],
      ['Dados Gerais', 'personalData', 'birthDate', brDate(JOAO.birthDate)],
      // His age on the evaluation's date, not today's nor the text typed at registration.
      ['Dados Gerais', 'personalData', 'patientAge', '5 anos e 11 meses'],
      ['Dados Gerais', 'personalData', 'phoneNumber', JOAO.phone],
      ['Dados Gerais', 'personalData', 'mainComplaint', EVALUATION.mainComplaint],
      ['Dados Gerais', 'personalData', 'evaluationData', brDate(EVALUATION.evaluationData)],
      ['Gestação', 'gestation', 'birthWeight', '3200'],
      ['Gestação', 'gestation', 'cried', 'Sim'],
      ['Gestação', 'gestation', 'gestationDuration', 'N/D'],
      ['Gestação', 'gestation', 'cyanosis', 'N/D'],
      ['Sono', 'sleep', 'teethGrinding', 'Sim'],
      ['Sono', 'sleep', 'sleepwalking', 'Não'],
      ['Desenvolvimento Psicomotor', 'psychomotorDevelopment', 'bathAlone', 'Com dificuldade'],
      ['Desenvolvimento Psicomotor', 'psychomotorDevelopment', 'dressesSelf', 'N/D'],
      ['Desenvolvimento da Linguagem', 'languageDevelopment', 'firstWords', 'Mamã, aos 14 meses'],
      ['Desenvolvimento da Linguagem', 'languageDevelopment', 'observations', LANGUAGE_NOTE],
      ['Relações Familiares', 'familyInterrelationship', 'isAffectionate', 'Ocasionalmente'],
      ['Relações Familiares', 'familyInterrelationship', 'sharesPleasure', 'N/D'],
    ]
    const seen = expected.map(([sectionTitle, source, field]) => [
      sectionTitle,
      field,
      answer(sectionTitle, label(source, field)),
    ])
    expect(seen).toEqual(expected.map(([sectionTitle, , field, value]) => [sectionTitle, field, value]))
    // Lists of the first two steps come back as one line per entry.
    const general = sections[0]!.fields
    expect(general.find(([dt]) => dt === label('personalData', 'siblings'))?.[1]).toContain('Ana Conceição')
    expect(general.find(([dt]) => dt === label('address', 'address'))?.[1]).toContain('Rua das Flores')
    // Markup typed as an answer is text: no element came of it.
    expect(await main().locator('b, i').count()).toBe(0)
    await main().getByText(LANGUAGE_NOTE, { exact: true }).waitFor()

    // Imprimir opens the browser's print dialog, here a stub that counts.
    await page.evaluate(() => {
      const w = window as unknown as { __prints: number }
      w.__prints = 0
      window.print = () => void w.__prints++
    })
    await main().getByRole('button', { name: 'Imprimir' }).click()
    expect(await page.evaluate(() => (window as unknown as { __prints: number }).__prints)).toBe(1)

    // On paper: the evaluation alone, without the shell.
    const patientLine = main().getByText(`${JOAO.name} · Avaliação de ${brDate(EVALUATION.evaluationData)}`)
    await page.emulateMedia({ media: 'print' })
    try {
      expect(await menu().isVisible()).toBe(false)
      expect(await topBar().isVisible()).toBe(false)
      expect(await main().getByRole('button', { name: 'Imprimir' }).isVisible()).toBe(false)
      expect(await patientLine.isVisible()).toBe(true)
      expect(await main().getByRole('heading', { name: 'Relações Familiares' }).isVisible()).toBe(true)
    } finally {
      await page.emulateMedia({ media: 'screen' })
    }
    expect(await menu().isVisible()).toBe(true)
  })

  it('edits every field of a patient, siblings and addresses included, in the forms of steps 1 and 2', async () => {
    await page.goBack()
    await page.waitForURL(at(`/pacientes/${joaoId}/avaliacoes`))
    await main().getByRole('button', { name: 'Editar' }).click()
    await page.waitForURL(at(`/pacientes/${joaoId}/editar`))
    await expectTitle('Editar Paciente')

    // The wizard's own labels and masks; the evaluation's questions (complaint, date) are not there.
    const field = (step: string, name: string) =>
      main().getByRole('textbox', { name: new RegExp(`^${label(step, name)}( \\*)?$`) })
    const nameField = field('personalData', 'patientName')
    await nameField.waitFor()
    expect(await nameField.inputValue()).toBe(JOAO.name)
    expect(await field('personalData', 'birthDate').inputValue()).toBe(brDate(JOAO.birthDate))
    expect(await field('personalData', 'fatherName').inputValue()).toBe('Pedro')
    expect(await field('personalData', 'motherName').inputValue()).toBe('')
    expect(await field('personalData', 'phoneNumber').inputValue()).toBe(JOAO.phone)
    expect(await main().getByText(label('personalData', 'mainComplaint')).count()).toBe(0)
    expect(await main().getByText(label('personalData', 'evaluationData')).count()).toBe(0)

    // A refused value gets the same plain message as in the wizard, and nothing is saved.
    const cep = main().getByRole('textbox', { name: 'CEP' })
    await cep.clear()
    await cep.pressSequentially('130')
    await main().getByRole('button', { name: 'Salvar Alterações' }).click()
    await main().getByText('Endereços, nº 1 — CEP: 8 dígitos, como 50010-000.').first().waitFor()
    expect(page.url()).toContain('/editar')
    await cep.clear()
    await cep.pressSequentially(JOAO.address[0]!.cep.replace('-', ''))

    await nameField.fill(JOAO_RENAMED)
    await main().getByRole('button', { name: 'Adicionar Irmão' }).click()
    const secondSibling = main().getByRole('group', { name: 'Irmão 2' })
    await secondSibling.getByRole('textbox', { name: 'Nome do irmão ou irmã' }).fill('Caio')
    await secondSibling.getByRole('spinbutton').fill('2')
    await main().getByRole('textbox', { name: 'Cidade' }).fill('Valinhos')
    await main().getByRole('button', { name: 'Salvar Alterações' }).click()
    await page.waitForURL(at(`/pacientes/${joaoId}/avaliacoes`))
    await page.getByText('Alterações salvas.').waitFor()
    await main()
      .getByRole('heading', { name: `Avaliações de ${JOAO_RENAMED}` })
      .waitFor()

    const saved = await api.call('GET /patients/:id', { params: { id: joaoId } })
    expect(saved).toMatchObject({
      name: JOAO_RENAMED,
      birthDate: JOAO.birthDate,
      fatherName: 'Pedro',
      motherName: '',
      phone: JOAO.phone,
      school: JOAO.school,
      siblings: [...JOAO.siblings, { name: 'Caio', age: 2 }],
      address: [{ ...JOAO.address[0], city: 'Valinhos' }],
    })

    await openPatientList()
    await expect.poll(listedNames).toEqual([MARIA.name, JOAO_RENAMED])
  })

  it('adds a second evaluation to an existing patient without a second patient', async () => {
    await patientList()
      .getByRole('button', { name: new RegExp(`^${JOAO_RENAMED}`) })
      .click()
    await page.waitForURL(at(`/pacientes/${joaoId}/avaliacoes`))
    await main().getByRole('button', { name: 'Nova avaliação' }).click()

    // A new draft of its own, named in the URL, with the patient's data filled in.
    await page.waitForURL(
      (url) => url.pathname === stepPaths[0] && /^\?rascunho=[0-9a-f-]{36}$/.test(url.search),
    )
    const nameField = main().getByRole('textbox', { name: label('personalData', 'patientName'), exact: true })
    await nameField.waitFor()
    expect(await nameField.inputValue()).toBe(JOAO_RENAMED)
    await main()
      .getByText(/Estas alterações também atualizam o cadastro do paciente/)
      .waitFor()
    // A new phone number typed in step 1 goes to the patient's record with the evaluation.
    const phone = main().getByRole('textbox', { name: label('personalData', 'phoneNumber'), exact: true })
    await phone.clear()
    await phone.pressSequentially(NEW_PHONE.replace(/\D/g, ''))
    expect(await phone.inputValue()).toBe(NEW_PHONE)

    for (let i = 1; i < stepPaths.length; i++) {
      await main().getByRole('button', { name: 'Avançar' }).click()
      await page.waitForURL(at(stepPaths[i]!))
      await expectTitle(wizardSteps.steps[i]!.title)
      if (wizardSteps.steps[i]!.section === 'sleep') {
        // One answer on the way, to find on the new evaluation's page.
        const group = main().getByRole('radiogroup', { name: label('sleep', 'teethGrinding'), exact: true })
        await group.getByRole('radio', { name: 'Não', exact: true }).check()
      }
    }
    const submitted = page.waitForResponse(
      (r) => r.url().endsWith('/api/evaluations') && r.request().method() === 'POST',
    )
    // The last step leads to the review, where 'Enviar' is.
    await main().getByRole('button', { name: 'Avançar' }).click()
    await page.waitForURL(at(`${wizardSteps.basePath}/revisao`))
    await main().getByRole('button', { name: 'Enviar' }).click()
    expect((await submitted).status()).toBe(201)
    await page.getByText('Formulário enviado com sucesso!').waitFor()
    await page.waitForURL(at('/pacientes/buscar'))
    // No POST /api/patients came from the wizard.
    expect(page.responses.filter((r) => r.url.endsWith('/api/patients') && r.status === 201)).toEqual([])

    await page.goto(`${e2e.server.url}/pacientes/${joaoId}/avaliacoes`)
    const evaluations = main().getByRole('list', { name: 'Avaliações' }).getByRole('button')
    await expect.poll(() => evaluations.count()).toBe(2)
    // Newest first: today's, without a complaint, then the first one.
    await evaluations
      .nth(0)
      .getByText(`Data: ${brDate(browserToday())}`)
      .waitFor()
    await evaluations.nth(0).getByText('Queixa Principal: N/D').waitFor()
    await evaluations.nth(1).getByText(`Queixa Principal: ${EVALUATION.mainComplaint}`).waitFor()

    const all = await api.call('GET /patients', { query: { limit: 100 } })
    expect(all.items.map((p) => p.id).sort()).toEqual([joaoId, mariaId].sort())
    expect(await api.call('GET /patients/:id/evaluations', { params: { id: joaoId } })).toHaveLength(2)

    await evaluations.nth(0).click()
    await page.waitForURL(
      (url) => url.pathname.startsWith('/avaliacoes/') && !url.pathname.endsWith(evaluationId),
    )
    await main().locator('section').first().waitFor()
    const latest = await detailContent()
    const sleep = latest.find((s) => s.title === 'Sono')!
    expect(sleep.fields.find(([dt]) => dt === label('sleep', 'teethGrinding'))?.[1]).toBe('Não')
    expect(sleep.fields.find(([dt]) => dt === label('sleep', 'sleepwalking'))?.[1]).toBe('N/D')
    const generalField = (sections: typeof latest, field: string) =>
      sections[0]!.fields.find(([dt]) => dt === label('personalData', field))?.[1]
    expect(generalField(latest, 'phoneNumber')).toBe(NEW_PHONE)
    expect((await api.call('GET /patients/:id', { params: { id: joaoId } })).phone).toBe(NEW_PHONE)

    // The first evaluation still says what the record said on its day: the name before the edit, the old phone.
    await page.goto(`${e2e.server.url}/avaliacoes/${evaluationId}`)
    await main().locator('section').first().waitFor()
    const first = await detailContent()
    expect(generalField(first, 'patientName')).toBe(JOAO.name)
    expect(generalField(first, 'phoneNumber')).toBe(JOAO.phone)
  })

  it('says when a patient or an evaluation does not exist', async () => {
    page.expectFailedRequest(404, `/api/patients/${NIL_UUID}`)
    await page.goto(`${e2e.server.url}/pacientes/${NIL_UUID}/editar`)
    await main().getByText('Paciente não encontrado.').waitFor()

    page.expectFailedRequest(404, '/api/evaluations/not-a-uuid')
    await page.goto(`${e2e.server.url}/avaliacoes/not-a-uuid`)
    await main().getByText('Erro ao carregar avaliação.').waitFor()
  })

  it('loads a long list a page at a time', async () => {
    const names = Array.from({ length: 60 }, (_, i) => `Paciente Paginado ${String(i + 1).padStart(2, '0')}`)
    for (let i = 0; i < names.length; i += 10)
      await Promise.all(names.slice(i, i + 10).map((name) => api.call('POST /patients', { body: { name } })))

    await page.goto(`${e2e.server.url}/pacientes/buscar`)
    await expect.poll(async () => (await listedNames())?.length).toBe(50)
    await main().getByRole('button', { name: 'Carregar mais' }).waitFor()

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect.poll(async () => (await listedNames())?.length).toBe(62)
    const listed = (await listedNames())!
    expect(new Set(listed).size).toBe(62)
    expect([...listed].sort()).toEqual([...names, MARIA.name, JOAO_RENAMED].sort())
    expect(listed.slice(-2)).toEqual([MARIA.name, JOAO_RENAMED])
    expect(await main().getByRole('button', { name: 'Carregar mais' }).count()).toBe(0)
  })
})
