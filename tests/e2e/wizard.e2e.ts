// The new-patient wizard end to end: all thirteen steps typed through the real UI, a reload half-way, the
// stepper, the final submit read back through the API, failures of the submit and their retries (never a
// second patient), a session that ends during the submit, and drafts that belong to one user, in Debian's
// Chromium against the real server (`npm start`) and the built client.
import fs from 'node:fs'
import path from 'node:path'
import type { Locator, Request, Route } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import wizard from '../../schemas/wizard.json'
import type { EvaluationSections } from '../../src/shared/generated/questionnaire'
import type { ApiClient } from '../kit/api-client'
import type { E2EPage } from '../kit/e2e/browser'
import { brDate, browserToday, typeDate } from '../kit/e2e/dates'
import { e2eFixture } from '../kit/e2e/fixture'
import { REPO_ROOT } from '../kit/e2e/server'
import { sessionTokenOf } from '../kit/session-cookie'
import { HINTED, QUESTION } from '../kit/e2e/questions'
import { choose } from '../kit/e2e/choose'
import { stateTitle } from '../kit/questionnaire'

const PASSWORD = 'Fono-Teste-2026!'
const ANA = { name: 'Ana Fonoaudióloga', email: 'ana.fono@clinica.example.com', password: PASSWORD }
const BRUNO = { name: 'Bruno Fonoaudiólogo', email: 'bruno.fono@clinica.example.com', password: PASSWORD }
type User = typeof ANA

/** Where the previous releases kept the draft in clear, and where a sealed offline copy waits (sessionStorage). */
const DRAFT_KEYS = ['multi-step-form', 'rascunho-cifrado']
const SUBMIT_ERROR = 'Erro ao enviar o formulário. Tente novamente.'
const LAST = wizard.steps.length - 1

const e2e = e2eFixture({ users: [{ ...ANA, role: 'ADMIN' }] })
let page: E2EPage

// ---------------------------------------------------------------------------------------------------------
// The questionnaire, as the tests read it: titles and labels come from the same files the app is built from.

type Schema = { properties: Record<string, { title?: string }>; required?: string[] }
const stepSchemas: Schema[] = wizard.steps.map(
  (step) => JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'schemas', step.schema), 'utf8')) as Schema,
)
const stepIndex = (section: string) => wizard.steps.findIndex((step) => step.section === section)
const stepPath = (index: number) => {
  const slug = wizard.steps[index]!.slug
  return slug ? `${wizard.basePath}/${slug}` : wizard.basePath
}
const titleOf = (index: number, field: string) => {
  const title = stepSchemas[index]!.properties[field]?.title
  if (!title) throw new Error(`No field ${field} in step ${index + 1}`)
  return title
}

type Answer =
  | { kind: 'text'; field: string; value: string }
  | { kind: 'number'; field: string; value: number }
  | { kind: 'yesNo'; field: string; value: boolean }
  | { kind: 'choice'; field: string; option: string; value: string }

const text = (field: string, value: string): Answer => ({ kind: 'text', field, value })
const num = (field: string, value: number): Answer => ({ kind: 'number', field, value })
const yesNo = (field: string, value: boolean): Answer => ({ kind: 'yesNo', field, value })
const choice = (field: string, option: string, value: string): Answer => ({
  kind: 'choice',
  field,
  option,
  value,
})

// At least one answer on every evaluation step, of every kind: text, numbers, Sim and Não (so false is
// stored), Sim/Não/Ocasionalmente and Sim/Não/Com dificuldade.
const EVALUATION_ANSWERS: Record<string, Answer[]> = {
  gestation: [
    num('gestationDuration', 39),
    yesNo('prenatalTreatment', true),
    yesNo('hypertension', false),
    text('pregnancyExperience', 'Tranquila, com enjoos no início.'),
  ],
  nutrition: [
    yesNo('breastfeeding', true),
    text('breastfeedingDuration', 'Até os 8 meses'),
    yesNo('foodSelectivity', false),
  ],
  sleep: [
    yesNo('restless', true),
    yesNo('teethGrinding', false),
    text('observations', 'Acorda duas vezes por noite; dorme com a avó às sextas.'),
  ],
  psychomotorDevelopment: [
    text('walkedAge', '1 ano e 2 meses'),
    yesNo('crawled', true),
    yesNo('canJump', false),
    choice('tiesShoes', 'Com dificuldade', 'com_dificuldade'),
    choice('bathAlone', 'Não', 'nao'),
  ],
  languageDevelopment: [
    text('firstWords', 'mamã e papá, aos 14 meses'),
    yesNo('answersToName', true),
    yesNo('echolalia', false),
  ],
  pathologicalHistory: [
    yesNo('seesWell', true),
    yesNo('hearingProblems', false),
    text('operationsDone', 'Adenoidectomia aos 3 anos'),
  ],
  independenceAndComprehension: [
    text('startedEatingAloneAge', '2 anos e meio'),
    text('observations', 'Pede ajuda para abotoar a camisa.'),
  ],
  schooling: [
    text('currentSchool', 'Escola Municipal Monteiro Lobato'),
    yesNo('likesStudy', true),
    yesNo('hasBeenHeldBack', false),
  ],
  recreation: [
    text('favoriteActivitiesAndToys', 'Blocos de montar e quebra-cabeças'),
    yesNo('functionalPlay', true),
    choice('pretendPlayRoles', 'Ocasionalmente', 'ocasionalmente'),
    choice('operateConsistently', 'Sim', 'sim'),
  ],
  habitsAndTics: [
    text('usedPacifier', 'Até os 3 anos'),
    yesNo('suckedThumb', false),
    choice('bitesNails', 'Ocasionalmente', 'ocasionalmente'),
    choice('soundSensitivity', 'Sim', 'sim'),
  ],
  familyInterrelationship: [
    text('relationshipMother', 'Muito próxima e carinhosa.'),
    choice('isAffectionate', 'Sim', 'sim'),
    choice('anxiousWithStrangers', 'Ocasionalmente', 'ocasionalmente'),
    choice('persistentAggression', 'Não', 'nao'),
  ],
}

// The patient's own text fields on step 1 (the birth date, phone and siblings are typed apart).
const PERSONAL_TEXT: Answer[] = [
  text('mainComplaint', 'Troca o R pelo L e não forma frases completas, segundo a escola.'),
  text('patientName', 'João Antônio Conceição Müller'),
  text('school', 'Escola Estadual Cecília Meireles'),
  text('fatherName', 'José Conceição'),
  text('fatherCareer', 'Eletricista'),
  text('motherName', 'Márcia Müller'),
  text('motherCareer', 'Enfermeira'),
  text('livesWith', 'Pais e dois irmãos'),
  text('caregiver', 'Avó materna'),
  text('medications', 'Nenhum'),
]
const personal = (field: string) => {
  const answer = PERSONAL_TEXT.find((a) => a.field === field)
  if (answer?.kind !== 'text') throw new Error(field)
  return answer.value
}
const SIBLINGS = [
  { name: 'Maria Clara', age: 7 },
  { name: 'Pedro Henrique', age: 2 },
]
const ADDRESSES = [
  {
    street: 'Rua das Acácias',
    number: '123',
    neighborhood: 'Jardim São Paulo',
    city: 'São Paulo',
    state: 'SP',
    cep: '01310-100',
  },
  {
    street: 'Avenida Brasil',
    number: '4500 ap. 12',
    neighborhood: 'Centro',
    city: 'Campinas',
    state: 'SP',
    cep: '13010-000',
  },
]
const ADDRESS_LABELS: Record<keyof (typeof ADDRESSES)[number], string> = {
  street: 'Rua',
  number: 'Número',
  neighborhood: 'Bairro',
  city: 'Cidade',
  state: 'Estado',
  cep: 'CEP',
}
const PHONE = { typed: '11912345678', shown: '(11) 91234-5678' }

/** A birth date 4 years and 7 months ago, on the 1st: the age is then exactly '4 anos e 7 meses'. */
function birthDate4y7m(): string {
  const [year, month] = browserToday().split('-').map(Number) as [number, number]
  let y = year - 4
  let m = month - 7
  if (m < 1) {
    m += 12
    y -= 1
  }
  return `${y}-${String(m).padStart(2, '0')}-01`
}

// ---------------------------------------------------------------------------------------------------------
// The UI.

const at = (pathname: string) => (url: URL) => url.pathname === pathname
const menu = () => page.getByRole('navigation', { name: 'Menu principal' })
const topBarTitle = () => page.getByRole('banner').getByRole('heading', { level: 1 })
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A field's accessible name is its title, followed by MUI's ' *' when required. */
const named = (title: string) => new RegExp(`^${escapeRegExp(title)}(\\s*\\*)?$`)
const textbox = (title: string, scope: Locator | E2EPage = page) =>
  scope.getByRole('textbox', { name: named(title) })
const radioGroup = (title: string) => page.getByRole('radiogroup', { name: title, exact: true })
const radio = (group: string, option: string) =>
  radioGroup(group).getByRole('radio', { name: option, exact: true })
const siblingEntries = () => page.getByRole('group', { name: /^Irmão \d+$/ })
const stateList = (entry: Locator) => entry.getByRole('combobox', { name: named(ADDRESS_LABELS.state) })
const addressEntries = () => page.getByRole('group', { name: /^Endereço \d+$/ })

async function logIn(user: User) {
  await page.getByRole('heading', { name: 'Login' }).waitFor()
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Senha').fill(user.password)
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
}

async function logOut() {
  await menu().getByRole('button', { name: 'Sair' }).click()
  await page.waitForURL(at('/login'))
  await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor()
}

async function openNewPatient() {
  await menu().getByRole('button', { name: 'Cadastrar Paciente' }).click()
  await expectStep(0)
}

/** The wizard shows step `index`: its route, and its title from wizard.json in the top bar and the tab. */
async function expectStep(index: number) {
  const step = wizard.steps[index]!
  await page.waitForURL(at(stepPath(index)))
  await expect.poll(() => topBarTitle().textContent()).toBe(step.title)
  await expect.poll(() => page.title()).toBe(step.title)
  await page.getByRole('button', { name: 'Avançar' }).waitFor()
  // The next step waits in the page out of sight: every id stays unique.
  const repeatedIds = await page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id)
    return ids.filter((id, i) => ids.indexOf(id) !== i)
  })
  expect(repeatedIds).toEqual([])
}

async function forward(from: number) {
  await page.getByRole('button', { name: 'Avançar' }).click()
  await expectStep(from + 1)
  // Each step opens at its top, wherever the previous one was scrolled to.
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
}

async function back(from: number) {
  await page.getByRole('button', { name: 'Voltar' }).click()
  await expectStep(from - 1)
}

async function answer(index: number, a: Answer) {
  const title = titleOf(index, a.field)
  switch (a.kind) {
    case 'text':
      return textbox(title).fill(a.value)
    case 'number':
      return page.getByRole('spinbutton', { name: named(title) }).fill(String(a.value))
    case 'yesNo':
      return radio(title, a.value ? 'Sim' : 'Não').check()
    case 'choice':
      return radio(title, a.option).check()
  }
}

/** What the step shows is what was answered. */
async function expectAnswered(index: number, a: Answer) {
  const title = titleOf(index, a.field)
  const where = `${wizard.steps[index]!.title}: ${title}`
  switch (a.kind) {
    case 'text':
      return expect(await textbox(title).inputValue(), where).toBe(a.value)
    case 'number':
      return expect(await page.getByRole('spinbutton', { name: named(title) }).inputValue(), where).toBe(
        String(a.value),
      )
    case 'yesNo':
      expect(await radio(title, a.value ? 'Sim' : 'Não').isChecked(), where).toBe(true)
      return expect(await radio(title, a.value ? 'Não' : 'Sim').isChecked(), where).toBe(false)
    case 'choice':
      return expect(await radio(title, a.option).isChecked(), where).toBe(true)
  }
}

const sectionAnswers = (index: number) => EVALUATION_ANSWERS[wizard.steps[index]!.section] ?? []

async function fillEvaluationStep(index: number) {
  for (const a of sectionAnswers(index)) await answer(index, a)
}

async function expectEvaluationStep(index: number) {
  for (const a of sectionAnswers(index)) await expectAnswered(index, a)
}

async function expectPersonalData(birthDate: string) {
  for (const a of PERSONAL_TEXT) await expectAnswered(0, a)
  expect(await page.getByLabel(QUESTION.birthDate).inputValue()).toBe(brDate(birthDate))
  expect(await textbox(QUESTION.age).inputValue()).toBe('4 anos e 7 meses')
  expect(await textbox(QUESTION.phone).inputValue()).toBe(PHONE.shown)
  expect(await page.getByLabel(QUESTION.evaluationDate).inputValue()).toBe(brDate(browserToday()))
  expect(await siblingEntries().count()).toBe(SIBLINGS.length)
  for (const [i, sibling] of SIBLINGS.entries()) {
    const entry = page.getByRole('group', { name: `Irmão ${i + 1}`, exact: true })
    expect(await textbox('Nome do irmão ou irmã', entry).inputValue()).toBe(sibling.name)
    expect(await entry.getByRole('spinbutton', { name: 'Idade do irmão ou irmã (anos)' }).inputValue()).toBe(
      String(sibling.age),
    )
  }
}

async function expectAddresses() {
  expect(await addressEntries().count()).toBe(ADDRESSES.length)
  for (const [i, address] of ADDRESSES.entries()) {
    const entry = page.getByRole('group', { name: `Endereço ${i + 1}`, exact: true })
    for (const [key, label] of Object.entries(ADDRESS_LABELS)) {
      if (key === 'state')
        expect(await stateList(entry).textContent(), `Endereço ${i + 1}: ${label}`).toBe(
          stateTitle(address.state),
        )
      else
        expect(await textbox(label, entry).inputValue(), `Endereço ${i + 1}: ${label}`).toBe(
          address[key as keyof typeof address],
        )
    }
  }
}

/** Step 1 with only a name, then 'Avançar' to the last step. */
async function nameOnlyToLastStep(name: string) {
  await openNewPatient()
  await textbox(QUESTION.patientName).fill(name)
  for (let index = 0; index < LAST; index++) await forward(index)
}

const REVIEW = `${wizard.basePath}/revisao`

/** 'Enviar' on the review, after the last step's 'Avançar' when still there. */
async function clickSend() {
  if (new URL(page.url()).pathname !== REVIEW) {
    await page.getByRole('button', { name: 'Avançar' }).click()
    await page.waitForURL(at(REVIEW))
  }
  await page.getByRole('button', { name: 'Enviar' }).click()
}

async function expectSent() {
  await page.getByText('Formulário enviado com sucesso!').waitFor()
  await page.waitForURL(at('/pacientes/buscar'))
}

/** The id of the draft the wizard shows (?rascunho=…). */
const draftIdInUrl = () => new URL(page.url()).searchParams.get('rascunho')!

/** The draft as the server holds it for `user`. */
async function serverDraft(id: string, user: User = ANA) {
  const client = user === ANA ? await api() : await e2e.signIn(user)
  return (await client.call('GET /drafts/:id', { params: { id } })).content
}

/**
 * Everything this browser keeps for the app's origin, as text: localStorage, sessionStorage, and every IndexedDB
 * database with every object store's keys and values (a name list alone would miss an answer stored in one).
 */
const browserStorage = () =>
  page.evaluate(async () => {
    const dump = (storage: Storage) =>
      Object.fromEntries(
        Array.from({ length: storage.length }, (_, i) => storage.key(i)!).map((k) => [k, storage.getItem(k)]),
      )
    const done = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
    const readDatabase = async ({ name, version }: IDBDatabaseInfo) => {
      const db = await done(indexedDB.open(name!))
      try {
        const stores = await Promise.all(
          Array.from(db.objectStoreNames).map(async (store) => {
            const objects = db.transaction(store, 'readonly').objectStore(store)
            const [keys, values] = await Promise.all([done(objects.getAllKeys()), done(objects.getAll())])
            return { store, keys, values }
          }),
        )
        return { name, version, stores }
      } finally {
        db.close()
      }
    }
    const indexed = await Promise.all((await indexedDB.databases()).map(readDatabase))
    return JSON.stringify({ local: dump(localStorage), session: dump(sessionStorage), indexedDB: indexed })
  })

/** Stores `value` in an IndexedDB object store of its own, as some code could: the storage check must see it. */
const plantInIndexedDb = (value: string) =>
  page.evaluate(
    (planted) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('sonda', 1)
        open.onupgradeneeded = () => open.result.createObjectStore('respostas')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const tx = open.result.transaction('respostas', 'readwrite')
          tx.objectStore('respostas').put({ answer: planted }, 'rascunho')
          tx.oncomplete = () => (open.result.close(), resolve())
          tx.onerror = () => reject(tx.error)
        }
      }),
    value,
  )

const indicator = () => page.getByTestId('draft-indicator')

// ---------------------------------------------------------------------------------------------------------
// The API, read as a client would.

let anasApi: ApiClient | undefined
const api = async () => (anasApi ??= await e2e.signIn(ANA))

/** Every patient with exactly this name, each with its evaluations. */
async function patientsNamed(name: string) {
  const ana = await api()
  const list = await ana.call('GET /patients', { query: { q: name } })
  return Promise.all(
    list.items
      .filter((item) => item.name === name)
      .map(async (item) => ({
        patient: await ana.call('GET /patients/:id', { params: { id: item.id } }),
        evaluations: await ana.call('GET /patients/:id/evaluations', { params: { id: item.id } }),
      })),
  )
}

/** Exactly one patient with this name, with exactly one evaluation; both returned in full. */
async function theOnlyRecord(name: string) {
  const found = await patientsNamed(name)
  expect(found, `patients named ${name}`).toHaveLength(1)
  const { patient, evaluations } = found[0]!
  expect(evaluations, `evaluations of ${name}`).toHaveLength(1)
  const evaluation = await (await api()).call('GET /evaluations/:id', { params: { id: evaluations[0]!.id } })
  expect(evaluation.patientId).toBe(patient.id)
  return { patient, summary: evaluations[0]!, evaluation }
}

/** Counts the app's POSTs to one API path (after the test's own routes ran). */
function countPosts(pathname: string) {
  const seen: Request[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === pathname) seen.push(request)
  })
  return () => seen.length
}

// ---------------------------------------------------------------------------------------------------------

describe('new-patient wizard', () => {
  afterEach(async () => {
    // Each test signs in on a page of its own (the fixture has checked its console).
    await page.context().close()
  })

  async function signedIn(user: User) {
    page = await e2e.newPage()
    await page.goto(`${e2e.server.url}/login`)
    await logIn(user)
    await page.waitForURL(at('/'))
  }

  it('takes a full anamnesis through all thirteen steps and stores every answer', async () => {
    await signedIn(ANA)
    await openNewPatient()
    // No answer goes into the browser's autofill: every step's form (the one shown, the next one prepared) says so.
    await textbox(QUESTION.patientName).waitFor()
    await expect
      .poll(() =>
        page.locator('form').evaluateAll((forms) => forms.map((f) => f.getAttribute('autocomplete'))),
      )
      .toEqual(['off', 'off'])

    // The only required answer: the error summary at the top takes the focus, a Portuguese message naming the
    // question sits beside the field, no navigation.
    await page.getByRole('button', { name: 'Avançar' }).click()
    const message = HINTED.patientName
    const errorSummary = page.getByRole('alert').filter({ hasText: 'Corrija a resposta abaixo' })
    await errorSummary.waitFor()
    expect(await errorSummary.evaluate((box) => box === document.activeElement)).toBe(true)
    const nameInput = textbox(QUESTION.patientName)
    expect(await nameInput.getAttribute('aria-invalid')).toBe('true')
    // RJSF names a field's messages after the field: personalData_patientName__error.
    const error = page
      .locator(`[id^="${await nameInput.getAttribute('id')}__error"]`)
      .filter({ hasText: message })
      .first()
    await error.waitFor()
    // The summary's link moves the focus to the field.
    await errorSummary.getByRole('link', { name: message }).click()
    expect(await nameInput.evaluate((input) => input === document.activeElement)).toBe(true)
    const [inputBox, errorBox] = [await nameInput.boundingBox(), await error.boundingBox()]
    expect(errorBox!.y).toBeGreaterThanOrEqual(inputBox!.y + inputBox!.height - 1)
    expect(errorBox!.y - (inputBox!.y + inputBox!.height)).toBeLessThan(40)
    expect(Math.abs(errorBox!.x - inputBox!.x)).toBeLessThan(40)
    expect(new URL(page.url()).pathname).toBe(wizard.basePath)
    await expectStep(0)

    // Step 1.
    expect(await page.getByLabel(QUESTION.evaluationDate).inputValue()).toBe(brDate(browserToday()))
    for (const a of PERSONAL_TEXT) await answer(0, a)
    const birthDate = birthDate4y7m()
    await typeDate(page.getByLabel(QUESTION.birthDate), birthDate)
    await expect.poll(() => textbox(QUESTION.age).inputValue()).toBe('4 anos e 7 meses')
    await textbox(QUESTION.phone).pressSequentially(PHONE.typed)
    expect(await textbox(QUESTION.phone).inputValue()).toBe(PHONE.shown)

    const addSibling = page.getByRole('button', { name: 'Adicionar Irmão' })
    const removeSibling = page.getByRole('button', { name: 'Remover Irmão' })
    expect(await siblingEntries().count()).toBe(1)
    expect(await removeSibling.isDisabled()).toBe(true)
    await addSibling.click()
    await addSibling.click()
    expect(await siblingEntries().count()).toBe(3)
    expect(await removeSibling.isEnabled()).toBe(true)
    await removeSibling.click() // takes the last
    expect(await siblingEntries().count()).toBe(2)
    expect(await removeSibling.isEnabled()).toBe(true)
    for (const [i, sibling] of SIBLINGS.entries()) {
      const entry = page.getByRole('group', { name: `Irmão ${i + 1}`, exact: true })
      await textbox('Nome do irmão ou irmã', entry).fill(sibling.name)
      await entry.getByRole('spinbutton', { name: 'Idade do irmão ou irmã (anos)' }).fill(String(sibling.age))
    }
    await forward(0)

    // Step 2: two addresses, the CEP typed as digits and shown masked.
    const removeAddress = page.getByRole('button', { name: 'Remover Endereço' })
    expect(await addressEntries().count()).toBe(1)
    expect(await removeAddress.isDisabled()).toBe(true)
    await page.getByRole('button', { name: 'Adicionar Endereço' }).click()
    expect(await addressEntries().count()).toBe(2)
    expect(await removeAddress.isEnabled()).toBe(true)
    for (const [i, address] of ADDRESSES.entries()) {
      const entry = page.getByRole('group', { name: `Endereço ${i + 1}`, exact: true })
      for (const [key, label] of Object.entries(ADDRESS_LABELS)) {
        if (key === 'cep') await textbox(label, entry).pressSequentially(address.cep.replace('-', ''))
        else if (key === 'state') {
          await choose(stateList(entry), stateTitle(address.state), { exact: true })
        } else await textbox(label, entry).fill(address[key as keyof typeof address])
      }
    }
    await expectAddresses()
    await forward(1)

    // Steps 3 to 7; a reload on step 7 right after typing (the pending draft write is flushed on page hide).
    const reloadAt = stepIndex('languageDevelopment')
    for (let index = 2; index <= reloadAt; index++) {
      await fillEvaluationStep(index)
      if (index < reloadAt) await forward(index)
    }
    await page.reload()
    await expectStep(reloadAt)
    await expectEvaluationStep(reloadAt)
    await back(reloadAt)
    await expectEvaluationStep(reloadAt - 1)
    await back(reloadAt - 1)
    await expectEvaluationStep(reloadAt - 2)

    // Every step is a tab: the earlier ones lead back, the current one is selected, none leads past it.
    const tab = (index: number) =>
      page
        .getByRole('tablist', { name: 'Etapas do cadastro' })
        .getByRole('tab', { name: wizard.steps[index]!.title, exact: true })
    const current = reloadAt - 2
    await expect.poll(() => tab(current).getAttribute('aria-selected')).toBe('true')
    expect(await tab(current - 1).isEnabled()).toBe(true)
    expect(await tab(current - 1).getAttribute('aria-selected')).toBe('false')
    expect(await tab(current).isDisabled()).toBe(true)
    expect(await tab(current + 1).isDisabled()).toBe(true)
    expect(await tab(LAST).isDisabled()).toBe(true)

    // The stepper goes back to step 1; 'Avançar' walks forward again over the answers kept.
    await tab(0).click()
    await expectStep(0)
    await expectPersonalData(birthDate)
    await forward(0)
    await expectAddresses()
    for (let index = 1; index < reloadAt; index++) {
      await forward(index)
      await expectEvaluationStep(index + 1)
    }

    // Steps 8 to 13, then the submit.
    for (let index = reloadAt; index < LAST; index++) {
      await forward(index)
      await fillEvaluationStep(index + 1)
    }
    await clickSend()
    await expectSent()

    // The submitted answers are nowhere in the browser.
    const raw = await browserStorage()
    const typed = [...PERSONAL_TEXT, ...Object.values(EVALUATION_ANSWERS).flat()].flatMap((a) =>
      a.kind === 'text' ? [a.value] : [],
    )
    for (const value of [...typed, PHONE.shown, birthDate, ...SIBLINGS.map((s) => s.name)])
      expect(raw, `draft still holds ${value}`).not.toContain(JSON.stringify(value).slice(1, -1))
    for (const address of ADDRESSES) expect(raw).not.toContain(address.street)

    // Every answer arrived, under its field name and with its type.
    const { patient, summary, evaluation } = await theOnlyRecord(personal('patientName'))
    expect(patient).toMatchObject({
      name: personal('patientName'),
      birthDate,
      age: '4 anos e 7 meses',
      phone: PHONE.shown,
      school: personal('school'),
      fatherName: personal('fatherName'),
      fatherCareer: personal('fatherCareer'),
      motherName: personal('motherName'),
      motherCareer: personal('motherCareer'),
      livesWith: personal('livesWith'),
      caregiver: personal('caregiver'),
      medications: personal('medications'),
    })
    expect(patient.siblings).toStrictEqual(SIBLINGS)
    expect(patient.address).toStrictEqual(ADDRESSES)

    const today = browserToday()
    expect(summary).toMatchObject({ evaluationData: today, mainComplaint: personal('mainComplaint') })
    expect(evaluation).toMatchObject({
      evaluationData: today,
      mainComplaint: personal('mainComplaint'),
      questionnaireVersion: wizard.version,
    })
    for (const step of wizard.steps.filter((s) => s.target === 'evaluation')) {
      const expected = Object.fromEntries(EVALUATION_ANSWERS[step.section]!.map((a) => [a.field, a.value]))
      // Exactly what was answered: nothing invented, false kept apart from unanswered.
      expect(evaluation[step.section as keyof EvaluationSections], step.section).toStrictEqual(expected)
    }
  })

  describe('a submit that fails is retried without a second patient', () => {
    // The client itself tries a create that carries an idempotency key three times when the connection drops: the
    // failure is said only when every try failed, and the clinician's own retry still makes one record.
    const failures: {
      title: string
      name: string
      path: string
      /** How many POSTs the first 'Enviar' makes while the failure lasts. */
      attempts: number
      fail(route: Route, attempt: number): Promise<void>
      expectConsole(): void
      message: string
    }[] = [
      {
        title: 'the evaluation request never reaches the server',
        name: 'Lúcia Falha de Rede',
        path: '/api/evaluations',
        attempts: 3,
        fail: (route) => route.abort('failed'),
        expectConsole: () =>
          page.expectConsoleError(/^Failed to load resource: net::ERR_FAILED/, {
            url: '/api/evaluations',
            description: 'aborted POST /api/evaluations',
          }),
        message: 'Não foi possível falar com o servidor. Verifique a conexão.',
      },
      {
        title: 'the server answers 500 to the evaluation',
        name: 'Érico Erro Quinhentos',
        path: '/api/evaluations',
        attempts: 1,
        fail: (route) =>
          route.fulfill({
            status: 500,
            json: {
              statusCode: 500,
              error: 'Internal Server Error',
              message: 'Erro interno do servidor. Tente novamente em instantes.',
            },
          }),
        expectConsole: () => page.expectFailedRequest(500, '/api/evaluations'),
        message: 'Erro interno do servidor. Tente novamente em instantes.',
      },
      {
        // The hard case for duplicates: the patient exists on the server, but the browser never learnt its id.
        title: 'the patient is saved but its answer is lost',
        name: 'Ícaro Resposta Perdida',
        path: '/api/patients',
        attempts: 3,
        fail: async (route, attempt) => {
          const saved = await route.fetch()
          // Created by the first try; each later one gets it back by its idempotency key.
          expect(saved.status()).toBe(attempt === 1 ? 201 : 200)
          await route.abort('failed')
        },
        expectConsole: () =>
          page.expectConsoleError(/^Failed to load resource: net::ERR_FAILED/, {
            url: '/api/patients',
            description: 'lost answer of POST /api/patients',
          }),
        message: 'Não foi possível falar com o servidor. Verifique a conexão.',
      },
    ]

    it.each(failures)('$title', async (failure) => {
      await signedIn(ANA)
      let failed = 0
      const pattern = `**${failure.path}`
      const failWhileRouted = async (route: Route) => {
        if (route.request().method() === 'POST') await failure.fail(route, ++failed)
        else await route.fallback()
      }
      await page.route(pattern, failWhileRouted)
      const patientPosts = countPosts('/api/patients')
      const evaluationPosts = countPosts('/api/evaluations')

      await nameOnlyToLastStep(failure.name)
      for (let i = 0; i < failure.attempts; i++) failure.expectConsole()
      await clickSend()
      const alert = page.getByRole('alert').filter({ hasText: SUBMIT_ERROR })
      await alert.waitFor()
      expect(await alert.textContent()).toBe(`${SUBMIT_ERROR} ${failure.message}`)
      expect(failed).toBe(failure.attempts)
      await page.unroute(pattern, failWhileRouted)
      expect(new URL(page.url()).pathname).toBe(REVIEW)
      expect(await page.getByRole('button', { name: 'Enviar' }).isEnabled()).toBe(true)
      expect((await serverDraft(draftIdInUrl())).sections.personalData?.patientName).toBe(failure.name)

      await clickSend()
      await expectSent()
      const { patient, evaluation } = await theOnlyRecord(failure.name)
      expect(evaluation.patientId).toBe(patient.id)
      expect(evaluation.evaluationData).toBe(browserToday())
      // The patient is posted again only when its answer was lost (the idempotency key replays it).
      const posts = failure.attempts + 1
      expect(patientPosts()).toBe(failure.path === '/api/patients' ? posts : 1)
      expect(evaluationPosts()).toBe(failure.path === '/api/evaluations' ? posts : 1)
    })

    it('a patient whose answer is lost once is sent at once by the client retrying it, not twice', async () => {
      await signedIn(ANA)
      const name = 'Íris Resposta Retomada'
      let failed = 0
      const loseFirstAnswer = async (route: Route) => {
        if (route.request().method() !== 'POST' || failed > 0) return route.fallback()
        failed++
        expect((await route.fetch()).status()).toBe(201)
        await route.abort('failed')
      }
      await page.route('**/api/patients', loseFirstAnswer)
      const patientPosts = countPosts('/api/patients')

      await nameOnlyToLastStep(name)
      page.expectConsoleError(/^Failed to load resource: net::ERR_FAILED/, {
        url: '/api/patients',
        description: 'lost answer of POST /api/patients',
      })
      await clickSend()
      await expectSent()
      expect(failed).toBe(1)
      expect(patientPosts()).toBe(2)
      await theOnlyRecord(name)
    })
  })

  it('sends the clinician to log in when the session ends during the submit, then submits', async () => {
    await signedIn(ANA)
    const name = 'Ígor Sessão Expirada'
    await nameOnlyToLastStep(name)
    const relationship = text('relationshipFather', 'Presente, leva à escola todos os dias.')
    await answer(LAST, relationship)
    // (What is typed reaches the server at most 2 s later: a session ended within those seconds loses them.)
    await expect
      .poll(
        async () =>
          (await serverDraft(draftIdInUrl())).sections.familyInterrelationship?.[relationship.field],
      )
      .toBe(relationship.value)

    // The server ends this very session (as an administrator disabling the account, or a logout elsewhere).
    const token = await sessionTokenOf(page.context(), e2e.server.url)
    expect(token).toBeTruthy()
    expect((await e2e.api.as(token!).send('POST /auth/logout')).status).toBe(204)

    page.expectFailedRequest(401, '/api/patients')
    await clickSend()
    await page.waitForURL(at('/login'))
    await page.getByText('Sua sessão expirou. Entre novamente.').waitFor()
    expect(await sessionTokenOf(page.context(), e2e.server.url)).toBeUndefined()

    // What was typed had reached the server before the session ended: nothing of it stayed in the browser.
    expect(await browserStorage()).not.toContain(relationship.value)
    await logIn(ANA)
    // Back on the review, where the session ended, the answer typed before it there.
    await page.waitForURL(at(REVIEW))
    await page.getByText(String(relationship.value), { exact: true }).waitFor()
    expect((await serverDraft(draftIdInUrl())).sections.personalData?.patientName).toBe(name)
    await clickSend()
    await expectSent()

    const { evaluation } = await theOnlyRecord(name)
    expect(evaluation.familyInterrelationship).toStrictEqual({ [relationship.field]: relationship.value })
  })

  it("keeps each user's drafts on the server: listed on Início, continued, discarded", async () => {
    // Bruno is invited by Ana through the API.
    const { token: inviteToken } = await (await api()).call('POST /invite/generate', { body: {} })
    const registered = await e2e.api.send('POST /auth/register', { body: { ...BRUNO, inviteToken } })
    expect(registered.status).toBe(201)

    const anasPatient = 'Ânia Rascunho da Ana'
    await signedIn(ANA)
    await openNewPatient()
    await textbox(QUESTION.patientName).fill(anasPatient)
    await indicator()
      .getByText(/^Rascunho salvo no servidor às \d\d:\d\d$/)
      .waitFor()
    const anasDraft = draftIdInUrl()
    await logOut()
    expect(await browserStorage()).not.toContain('Ânia')

    // Bruno, at the same browser, sees none of Ana's drafts and starts empty.
    await logIn(BRUNO)
    await page.waitForURL(at('/'))
    await page.getByText('Bem-vindo! Escolha uma opção no menu.').waitFor()
    expect(await page.getByRole('list', { name: 'Cadastros em andamento' }).count()).toBe(0)
    await openNewPatient()
    expect(await textbox(QUESTION.patientName).inputValue()).toBe('')
    await page.goto(`${e2e.server.url}${wizard.basePath}?rascunho=${anasDraft}`)
    await page.getByText('Rascunho não encontrado: ele pode ter sido enviado ou descartado.').waitFor()
    page.expectFailedRequest(404, `/api/drafts/${anasDraft}`)
    await logOut()

    // Ana, from another computer (a browser context of its own), finds her draft on Início and goes on with it.
    page = await e2e.newPage()
    await page.goto(`${e2e.server.url}/login`)
    await logIn(ANA)
    await page.waitForURL(at('/'))
    const drafts = page.getByRole('list', { name: 'Cadastros em andamento' })
    const row = drafts.getByRole('listitem').filter({ hasText: `Continuar cadastro de ${anasPatient}` })
    await row.getByText(/^Alterado em \d\d\/\d\d\/\d{4} às \d\d:\d\d$/).waitFor()
    await row.getByRole('link', { name: 'Continuar' }).click()
    await expectStep(0)
    expect(draftIdInUrl()).toBe(anasDraft)
    expect(await textbox(QUESTION.patientName).inputValue()).toBe(anasPatient)

    // 'Cadastrar Paciente' starts another draft; the first stays on the server, as it was.
    await menu().getByRole('button', { name: 'Cadastrar Paciente' }).click()
    await expect.poll(() => draftIdInUrl()).not.toBe(anasDraft)
    await expect.poll(() => textbox(QUESTION.patientName).inputValue()).toBe('')
    expect((await serverDraft(anasDraft)).sections.personalData?.patientName).toBe(anasPatient)

    // Discarding asks first; cancelling keeps it.
    await menu().getByRole('button', { name: 'Início' }).click()
    await row.waitFor()
    await row.getByRole('button', { name: 'Descartar' }).click()
    const dialog = page.getByRole('dialog', { name: 'Descartar rascunho?' })
    await dialog
      .getByText(`O cadastro de ${anasPatient} e todas as respostas dele serão apagados.`, { exact: false })
      .waitFor()
    await dialog.getByRole('button', { name: 'Cancelar' }).click()
    await dialog.waitFor({ state: 'hidden' })
    expect(await row.count()).toBe(1)
    await row.getByRole('button', { name: 'Descartar' }).click()
    await dialog.getByRole('button', { name: 'Descartar' }).click()
    await row.waitFor({ state: 'detached' })
    expect((await (await api()).call('GET /drafts')).map((d) => d.id)).not.toContain(anasDraft)
  })

  it('nothing of the answers stays in the browser after Sair or when the session ends', async () => {
    await signedIn(ANA)
    await openNewPatient()
    const secret = 'Teodoro Sigiloso'
    await textbox(QUESTION.patientName).fill(secret)
    await forward(0)
    await forward(1)
    const note = text('observations', 'Observação sigilosa da gestação')
    await answer(2, note)
    await indicator()
      .getByText(/^Rascunho salvo no servidor/)
      .waitFor()
    await menu().getByRole('button', { name: 'Sair' }).click()
    await page.waitForURL(at('/login'))
    let stored = await browserStorage()
    for (const value of [secret, note.value]) expect(stored).not.toContain(value)
    for (const key of DRAFT_KEYS) expect(stored).not.toContain(key)
    // The check reads IndexedDB's contents, not only its databases' names: an answer planted there is seen.
    await plantInIndexedDb('Resposta plantada')
    expect(await browserStorage()).toContain('Resposta plantada')
    await page.evaluate(
      () => new Promise((resolve) => (indexedDB.deleteDatabase('sonda').onsuccess = resolve)),
    )

    // The session ends on the server while typing: the next save is refused, the browser wipes its copy.
    await logIn(ANA)
    await page.waitForURL(at('/'))
    await openNewPatient()
    await textbox(QUESTION.patientName).fill(secret)
    await indicator()
      .getByText(/^Rascunho salvo no servidor/)
      .waitFor()
    const token = await sessionTokenOf(page.context(), e2e.server.url)
    expect((await e2e.api.as(token!).send('POST /auth/logout')).status).toBe(204)
    page.expectFailedRequest(401, '/api/drafts/')
    await textbox(QUESTION.school).fill('Escola Sigilosa')
    await page.getByText('Sua sessão expirou. Entre novamente.').waitFor()
    stored = await browserStorage()
    for (const value of [secret, 'Escola Sigilosa']) expect(stored).not.toContain(value)
  })

  it('at the idle timeout, the last change reaches the server, then nothing of it stays in the browser', async () => {
    // The page's clock: an hour of idleness (the server's SESSION_IDLE_MINUTES) passes in one jump.
    page = await e2e.newPage()
    await page.clock.install()
    await page.goto(`${e2e.server.url}/login`)
    await logIn(ANA)
    await page.waitForURL(at('/'))
    await page.waitForLoadState('networkidle')
    await openNewPatient()
    const name = 'Valentina Ociosa'
    await textbox(QUESTION.patientName).fill(name)
    await indicator()
      .getByText(/^Rascunho salvo no servidor/)
      .waitFor()
    const id = draftIdInUrl()

    // A last change, not sent yet, and then no request for the whole idle time: the session ends in the browser
    // after one last save (idle-warning.tsx).
    const school = 'Escola do Último Minuto'
    await textbox(QUESTION.school).fill(school)
    await page.clock.fastForward('01:00:00')
    await page.waitForURL(at('/login'))
    await page.getByText('Sua sessão expirou. Entre novamente.').waitFor()
    const stored = await browserStorage()
    for (const value of [name, school]) expect(stored).not.toContain(value)
    for (const key of DRAFT_KEYS) expect(stored).not.toContain(key)
    expect((await serverDraft(id)).sections.personalData).toMatchObject({ patientName: name, school })
  })

  it("says 'Salvando' while a slow save is under way, then when it was saved", async () => {
    await signedIn(ANA)
    await openNewPatient()
    await textbox(QUESTION.patientName).fill('Otávio Lento')
    await indicator()
      .getByText(/^Rascunho salvo no servidor às/)
      .waitFor()
    // The server's answers held back for a second: the save is slow, and the indicator says so until it is done.
    const pattern = '**/api/drafts/*'
    const slow = async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000))
      await route.continue()
    }
    await page.route(pattern, slow)
    await textbox(QUESTION.school).fill('Escola Vagarosa')
    await indicator().getByText('Salvando rascunho no servidor…').waitFor()
    await indicator()
      .getByText(/^Rascunho salvo no servidor às/)
      .waitFor()
    await page.unroute(pattern, slow)
    expect((await serverDraft(draftIdInUrl())).sections.personalData?.school).toBe('Escola Vagarosa')
  })

  it('loses the connection mid-step, keeps typing, and everything reaches the server once it is back', async () => {
    await signedIn(ANA)
    await openNewPatient()
    await textbox(QUESTION.patientName).fill('Úrsula Sem Rede')
    await indicator()
      .getByText(/^Rascunho salvo no servidor/)
      .waitFor()
    const id = draftIdInUrl()

    // Every save tried while offline fails (tried again by itself after 2 s, 4 s…): each is one console error.
    let failedSaves = 0
    page.on('requestfailed', (request) => {
      if (new URL(request.url()).pathname === `/api/drafts/${id}`) failedSaves++
    })
    await page.context().setOffline(true)
    await textbox(QUESTION.school).fill('Escola Desconectada')
    await textbox(QUESTION.medications).fill('Nenhum, digitado sem rede')
    await indicator()
      .getByText('Sem conexão: as respostas ficam guardadas neste navegador, cifradas, até a conexão voltar.')
      .waitFor()
    expect((await serverDraft(id)).sections.personalData?.school).toBeUndefined()

    await page.context().setOffline(false)
    await indicator()
      .getByText(/^Rascunho salvo no servidor às/)
      .waitFor()
    expect(failedSaves).toBeGreaterThan(0)
    for (let i = 0; i < failedSaves; i++)
      page.expectConsoleError(/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED/, {
        url: `/api/drafts/${id}`,
        description: 'a save while offline',
      })
    const saved = (await serverDraft(id)).sections.personalData
    expect(saved).toMatchObject({
      patientName: 'Úrsula Sem Rede',
      school: 'Escola Desconectada',
      medications: 'Nenhum, digitado sem rede',
    })
  })
})
