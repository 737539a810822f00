// Administration end to end: the 'Usuários' page (disable, re-enable, pending invitations), the
// 'Auditoria' page (entries, user filter, pagination), the patient export download and the idle-timeout
// warning, in Debian's Chromium against the real server (`npm start`) and the built client.
import fs from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AuditPage } from '../../src/shared/contract/audit'
import type { Bundle } from '@medplum/fhirtypes'
import { exportFiles } from '../kit/export-file'
import { fhirProblems } from '../kit/fhir'
import type { ApiClient } from '../kit/api-client'
import type { E2EPage } from '../kit/e2e/browser'
import { BROWSER_TIME_ZONE, browserToday } from '../kit/e2e/dates'
import { e2eFixture } from '../kit/e2e/fixture'
import { choose } from '../kit/e2e/choose'
import { questionTitle, schemaTitle } from '../kit/questionnaire'
import { sessionTokenOf } from '../kit/session-cookie'

const PASSWORD = 'Fono-Teste-2026!'
const ADMIN = {
  name: 'Ana Administradora',
  email: 'ana.admin@clinica.example.com',
  password: PASSWORD,
  role: 'ADMIN' as const,
}
const CLINICIAN = {
  name: 'Carlos Clínico',
  email: 'carlos.fono@clinica.example.com',
  password: PASSWORD,
  role: 'CLINICIAN' as const,
}
const PATIENT = { name: 'Beatriz Exportada Lima', fatherName: 'Rui Lima', birthDate: '2020-02-20' }
const EVALUATIONS = [
  { evaluationData: '2026-01-15', mainComplaint: 'Gagueira leve', sleep: { teethGrinding: true } },
  { evaluationData: '2026-02-20', mainComplaint: 'Retorno de acompanhamento' },
]

const e2e = e2eFixture({ users: [ADMIN, CLINICIAN] })
/** The administrator's page, and the clinician's in a context (storage) of its own. */
let page: E2EPage
let clinicianPage: E2EPage
/** The API with the administrator's session from the browser. */
let adminApi: ApiClient

const { at } = e2e
const menuOf = (p: E2EPage) => p.getByRole('navigation', { name: 'Menu principal' })

async function expectTitle(p: E2EPage, title: string) {
  await p.getByRole('banner').getByRole('heading', { level: 1, name: title, exact: true }).waitFor()
  await p.waitForFunction((t) => document.title === t, title)
}

async function logIn(p: E2EPage, person: { email: string; password: string }) {
  await p.goto(`${e2e.server.url}/login`)
  await fillLogin(p, person)
}

/** Logs in on the login page already shown. */
async function fillLogin(p: E2EPage, person: { email: string; password: string }) {
  await p.getByRole('heading', { name: 'Login' }).waitFor()
  await p.getByLabel('Email').fill(person.email)
  await p.getByLabel('Senha').fill(person.password)
  await p.getByRole('button', { name: 'Entrar', exact: true }).click()
}

async function expectHome(p: E2EPage) {
  await p.waitForURL(at('/'))
  await p.getByText('Bem-vindo! Escolha uma opção no menu.').waitFor()
}

const userRow = (name: string) =>
  page.getByRole('table', { name: 'Usuários' }).locator('tbody tr').filter({ hasText: name })
/** Chooses one of the actions behind a user's 'Ações' button. */
async function userAction(name: string, action: string) {
  await userRow(name)
    .getByRole('button', { name: `Ações para ${name}` })
    .click()
  await page.getByRole('menuitem', { name: action }).click()
  await page.getByRole('menu').waitFor({ state: 'detached' })
}
const auditTable = () => page.getByRole('table', { name: 'Registros de auditoria' })
/** The cells of one column of the audit table (0: when, 1: user, 2: action...). */
const auditColumn = (column: number) =>
  auditTable()
    .locator('tbody tr')
    .evaluateAll(
      (rows, c) => rows.map((row) => (row as HTMLTableRowElement).cells[c]?.textContent ?? ''),
      column,
    )

describe('administration', () => {
  beforeAll(async () => {
    page = await e2e.newPage()
    clinicianPage = await e2e.newPage()
  })

  it("shows 'Usuários', 'Auditoria' and 'Questionário' to an ADMIN only", async () => {
    await logIn(page, ADMIN)
    await expectHome(page)
    const adminToken = (await sessionTokenOf(page.context(), e2e.server.url))!
    expect(adminToken).toBeTruthy()
    adminApi = e2e.api.as(adminToken)
    for (const item of ['Gerar Convite', 'Usuários', 'Auditoria', 'Questionário'])
      await menuOf(page).getByRole('button', { name: item, exact: true }).waitFor()

    await logIn(clinicianPage, CLINICIAN)
    await expectHome(clinicianPage)
    await menuOf(clinicianPage).getByRole('button', { name: 'Consultar Paciente' }).waitFor()
    for (const item of ['Gerar Convite', 'Usuários', 'Auditoria', 'Questionário'])
      expect(await menuOf(clinicianPage).getByRole('button', { name: item, exact: true }).count()).toBe(0)

    // The pages themselves send a CLINICIAN home.
    for (const pathname of ['/admin/usuarios', '/admin/auditoria', '/admin/questionario']) {
      await clinicianPage.goto(`${e2e.server.url}${pathname}`)
      await expectHome(clinicianPage)
    }
  })

  it("'Usuários' lists both accounts; 'Desativar' ends the clinician's open session; 'Reativar' undoes it", async () => {
    await menuOf(page).getByRole('button', { name: 'Usuários', exact: true }).click()
    await page.waitForURL(at('/admin/usuarios'))
    await expectTitle(page, 'Usuários')

    const ana = userRow(ADMIN.name)
    const carlos = userRow(CLINICIAN.name)
    await ana.getByRole('cell', { name: ADMIN.email }).waitFor()
    await ana.getByRole('cell', { name: 'Administrador', exact: true }).waitFor()
    await ana.getByRole('cell', { name: 'Ativo', exact: true }).waitFor()
    // An administrator cannot disable their own account.
    await ana.getByRole('button', { name: `Ações para ${ADMIN.name}` }).click()
    expect(await page.getByRole('menuitem', { name: 'Desativar' }).getAttribute('aria-disabled')).toBe('true')
    await page.keyboard.press('Escape')
    await page.getByRole('menu').waitFor({ state: 'detached' })
    await carlos.getByRole('cell', { name: CLINICIAN.email }).waitFor()
    await carlos.getByRole('cell', { name: 'Clínico', exact: true }).waitFor()
    await carlos.getByRole('cell', { name: 'Ativo', exact: true }).waitFor()

    await userAction(CLINICIAN.name, 'Desativar')
    await carlos.getByRole('cell', { name: 'Desativado', exact: true }).waitFor()

    // The clinician's page still shows the signed-in shell; its next API call is refused and ends it.
    clinicianPage.expectFailedRequest(401, '/api/patients')
    await menuOf(clinicianPage).getByRole('button', { name: 'Consultar Paciente' }).click()
    await clinicianPage.waitForURL(at('/login'))
    await clinicianPage.getByText('Sua sessão expirou. Entre novamente.').waitFor()
    expect(await sessionTokenOf(clinicianPage.context(), e2e.server.url)).toBeUndefined()

    // And the account cannot sign in again: its right password reads as a wrong one.
    clinicianPage.expectFailedRequest(401, '/api/auth/login')
    await fillLogin(clinicianPage, CLINICIAN)
    await clinicianPage.getByRole('alert').getByText('Usuário ou senha inválidos.').waitFor()
    expect(new URL(clinicianPage.url()).pathname).toBe('/login')

    await userAction(CLINICIAN.name, 'Reativar')
    await carlos.getByRole('cell', { name: 'Ativo', exact: true }).waitFor()

    // Signed in again, the clinician lands where the refused call had been heading.
    await fillLogin(clinicianPage, CLINICIAN)
    await clinicianPage.waitForURL(at('/pacientes/buscar'))
    await expectTitle(clinicianPage, 'Buscar Paciente')
  })

  it("a pending invitation is listed and 'Revogar' removes it", async () => {
    await page.getByText('Nenhum convite pendente.').waitFor()
    await menuOf(page).getByRole('button', { name: 'Gerar Convite' }).click()
    await page.waitForURL(at('/admin/invite'))
    await page.getByRole('button', { name: 'Gerar novo convite' }).click()
    await page.getByText(/^Válido até .+\. Uso único\.$/).waitFor()
    const token = new URL(await page.getByLabel('Link de convite').inputValue()).hash.replace('#token=', '')
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)

    await menuOf(page).getByRole('button', { name: 'Usuários', exact: true }).click()
    const invitations = page.getByRole('table', { name: 'Convites pendentes' })
    const row = invitations.locator('tbody tr')
    await row.first().waitFor()
    expect(await row.count()).toBe(1)
    await row.getByRole('cell', { name: 'Clínico', exact: true }).waitFor()
    await row.getByRole('cell', { name: ADMIN.name, exact: true }).waitFor()
    // The token itself is never shown again.
    expect(await page.getByText(token).count()).toBe(0)

    await row.getByRole('button', { name: 'Revogar' }).click()
    await page.getByText('Nenhum convite pendente.').waitFor()
    expect(await invitations.count()).toBe(0)

    // The revoked invitation no longer registers anyone.
    const response = await e2e.api.send('POST /auth/register', {
      body: { name: 'Ninguém', email: 'ninguem@example.com', password: PASSWORD, inviteToken: token },
    })
    expect(response.status).toBe(410)
  })

  it("'Auditoria' lists the entries and the user filter narrows them", async () => {
    await menuOf(page).getByRole('button', { name: 'Auditoria' }).click()
    await page.waitForURL(at('/admin/auditoria'))
    await expectTitle(page, 'Auditoria')
    await auditTable().waitFor()
    for (const action of [
      'Entrou no sistema',
      'Desativou usuário',
      'Login recusado (conta desativada)',
      'Reativou usuário',
      'Gerou convite',
      'Revogou convite',
    ])
      await auditTable().getByRole('cell', { name: action, exact: true }).first().waitFor()
    // The two accounts made with `npm run user:create` before the server started: no one signed in did it.
    await auditTable().getByRole('cell', { name: 'Criou usuário (linha de comando)' }).nth(1).waitFor()
    const everyone = await auditColumn(1)
    expect(new Set(everyone)).toEqual(new Set([ADMIN.name, CLINICIAN.name, '—']))

    await choose(page.getByRole('combobox', { name: 'Usuário' }), `${CLINICIAN.name} (${CLINICIAN.email})`)
    // While the filtered page loads the table can be empty: wait for its rows, not for ADMIN's to go.
    await expect.poll(async () => [...new Set(await auditColumn(1))]).toEqual([CLINICIAN.name])
    const users = await auditColumn(1)
    expect(users.length).toBeLessThan(everyone.length)
    expect(new Set(users)).toEqual(new Set([CLINICIAN.name]))
    const actions = await auditColumn(2)
    expect(actions).toContain('Entrou no sistema')
    expect(actions).toContain('Login recusado (conta desativada)')
    expect(actions).not.toContain('Desativou usuário')

    await choose(page.getByRole('combobox', { name: 'Usuário' }), 'Todos')
    await expect.poll(() => auditColumn(1)).toContain(ADMIN.name)
  })

  it("'Auditoria' shows local times and names, with e-mails and ids in a tooltip", async () => {
    const patient = await adminApi.call('POST /patients', { body: { name: 'Lívia Auditada' } })
    const [newest] = (await adminApi.call('GET /audit', { query: { limit: 1 } })).items
    expect(newest!.action).toBe('patient.create')
    await page.reload()
    await auditTable().waitFor()
    // The browser runs in São Paulo's time zone: the newest entry's time is shown there, not in UTC.
    const local = new Intl.DateTimeFormat('pt-BR', {
      dateStyle: 'short',
      timeStyle: 'medium',
      timeZone: BROWSER_TIME_ZONE,
    }).format(new Date(newest!.at))
    await expect.poll(async () => (await auditColumn(0))[0]).toBe(local)
    expect((await auditColumn(1))[0]).toBe(ADMIN.name)
    expect((await auditColumn(3))[0]).toBe('Paciente')
    expect((await auditColumn(4))[0]).toBe('Lívia Auditada')

    // The keyboard reaches the tooltips: the actor's e-mail and id, the patient's id.
    const row = auditTable().getByRole('row').nth(1)
    await row.getByText(ADMIN.name, { exact: true }).focus()
    await page.getByRole('tooltip', { name: `${ADMIN.email} · ${newest!.userId}` }).waitFor()
    await row.getByText('Lívia Auditada', { exact: true }).focus()
    await page.getByRole('tooltip', { name: patient.id }).waitFor()
  })

  it("'Próxima' and 'Anterior' page through more than 50 entries", async () => {
    // Sixty audited reads, through the API.
    for (let i = 0; i < 60; i++) await adminApi.call('GET /patients', { query: { limit: 1 } })
    const total = (await adminApi.call('GET /audit', { query: { limit: 200 } })).items.length
    expect(total).toBeGreaterThan(60)
    expect(total).toBeLessThan(100)

    await page.reload()
    await auditTable().waitFor()
    await expect.poll(async () => (await auditColumn(0)).length).toBe(50)
    const previous = page.getByRole('button', { name: 'Anterior' })
    const next = page.getByRole('button', { name: 'Próxima' })
    expect(await previous.isDisabled()).toBe(true)

    const [secondResponse] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/audit?') && r.url().includes('before=')),
      next.click(),
    ])
    const second = (await secondResponse.json()) as AuditPage
    await expect.poll(async () => (await auditColumn(0)).length).toBe(total - 50)
    expect(second.items).toHaveLength(total - 50)
    expect(second.nextBefore).toBeNull()
    expect(await next.isDisabled()).toBe(true)
    expect(await previous.isDisabled()).toBe(false)

    // The two pages together are the whole log, newest first, each entry once.
    const whole = (await adminApi.call('GET /audit', { query: { limit: 200 } })).items.map((i) => i.id)
    const before = Number(new URL(secondResponse.url()).searchParams.get('before'))
    expect(before).toBe(whole[49])
    expect(second.items.map((i) => i.id)).toEqual(whole.slice(50, total))

    await previous.click()
    await expect.poll(async () => (await auditColumn(0)).length).toBe(50)
    expect(await previous.isDisabled()).toBe(true)
    expect(await next.isDisabled()).toBe(false)
  })

  it("'Exportar dados' downloads a zip named after the child: the record as JSON and as a PDF", async () => {
    const patient = await adminApi.call('POST /patients', { body: PATIENT })
    for (const evaluation of EVALUATIONS)
      await adminApi.call('POST /evaluations', { body: { patientId: patient.id, ...evaluation } })

    await page.goto(`${e2e.server.url}/pacientes/${patient.id}/avaliacoes`)
    await page.getByRole('heading', { name: `Avaliações de ${PATIENT.name}` }).waitFor()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar dados' }).click(),
    ])
    const name = `beatriz-exportada-lima-${browserToday()}`
    expect(download.suggestedFilename()).toBe(`${name}.zip`)
    const files = exportFiles(fs.readFileSync(await download.path()))
    expect(files.names.sort()).toEqual([`${name}.json`, `${name}.pdf`])
    expect(files.pdfPages[0]).toContain(PATIENT.name)
    const { document } = files
    expect(document.exportedBy).toBe(ADMIN.email)
    expect(document.patient.id).toBe(patient.id)
    expect(document.patient.answers.find((a) => a.field === 'name')).toEqual({
      field: 'name',
      label: schemaTitle('patient.schema.json', 'name'),
      value: PATIENT.name,
    })
    expect(document.evaluations.map((e) => [e.evaluationData, e.mainComplaint])).toEqual(
      EVALUATIONS.map((e) => [e.evaluationData, e.mainComplaint]),
    )
    const sleep = document.evaluations[0]!.sections.find((s) => s.key === 'sleep')!
    expect(sleep.answers.find((a) => a.field === 'teethGrinding')).toEqual({
      field: 'teethGrinding',
      label: questionTitle('sleep', 'teethGrinding'),
      value: true,
    })

    // The export is in the audit trail.
    const entries = await adminApi.call('GET /audit', { query: { patientId: patient.id } })
    expect(entries.items.filter((e) => e.action === 'patient.export')).toHaveLength(1)
    await page.goto(`${e2e.server.url}/admin/auditoria`)
    await auditTable().getByRole('cell', { name: 'Exportou dados do paciente' }).first().waitFor()
  })

  it("'Exportar FHIR' downloads the record as a FHIR R4 Bundle named after the child", async () => {
    const patient = await adminApi.call('POST /patients', { body: { ...PATIENT, name: 'Beatriz FHIR Lima' } })
    for (const evaluation of EVALUATIONS)
      await adminApi.call('POST /evaluations', { body: { patientId: patient.id, ...evaluation } })

    await page.goto(`${e2e.server.url}/pacientes/${patient.id}/avaliacoes`)
    await page.getByRole('heading', { name: 'Avaliações de Beatriz FHIR Lima' }).waitFor()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar FHIR' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`beatriz-fhir-lima-${browserToday()}.fhir.json`)
    const bundle = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as Bundle
    expect(fhirProblems(bundle)).toEqual([])
    const types = bundle.entry!.map((entry) => entry.resource!.resourceType)
    expect(types.filter((type) => type === 'QuestionnaireResponse')).toHaveLength(EVALUATIONS.length)
    expect(bundle.entry![0]!.resource).toMatchObject({ resourceType: 'Patient', id: patient.id })

    const entries = await adminApi.call('GET /audit', { query: { patientId: patient.id } })
    expect(entries.items.filter((e) => e.action === 'patient.export_fhir')).toHaveLength(1)
    await page.goto(`${e2e.server.url}/admin/auditoria`)
    await auditTable().getByRole('cell', { name: 'Exportou dados do paciente (FHIR)' }).first().waitFor()
  })
})

describe('idle warning', () => {
  const idle = e2eFixture({ users: [CLINICIAN], env: { SESSION_IDLE_MINUTES: '3' } })
  let idlePage: E2EPage

  beforeAll(async () => {
    idlePage = await idle.newPage()
  })

  it("warns before the idle timeout; 'Continuar conectado' keeps the session", async () => {
    await idlePage.clock.install()
    await idlePage.goto(`${idle.server.url}/login`)
    await idlePage.getByLabel('Email').fill(CLINICIAN.email)
    await idlePage.getByLabel('Senha').fill(CLINICIAN.password)
    await idlePage.getByRole('button', { name: 'Entrar', exact: true }).click()
    await expectHome(idlePage)
    // Início's own requests (its drafts) are done: a late one would count as activity after the jump below.
    await idlePage.waitForLoadState('networkidle')
    const dialog = idlePage.getByRole('dialog', { name: 'Sua sessão vai expirar' })
    expect(await dialog.count()).toBe(0)

    // A minute and a half without a request: less than two minutes are left of three.
    await idlePage.clock.fastForward('01:30')
    await dialog.waitFor()
    await dialog.getByText(/a sessão termina em 2 minutos/).waitFor()

    const [keepAlive] = await Promise.all([
      idlePage.waitForResponse((r) => r.url().endsWith('/api/auth/me')),
      dialog.getByRole('button', { name: 'Continuar conectado' }).click(),
    ])
    expect(keepAlive.status()).toBe(200)
    await dialog.waitFor({ state: 'hidden' })
    expect(new URL(idlePage.url()).pathname).toBe('/')

    // Idle again: the warning comes back, and at the timeout the session ends.
    await idlePage.clock.fastForward('01:30')
    await dialog.waitFor()
    await idlePage.clock.fastForward('01:45')
    await idlePage.waitForURL(at('/login'))
    await idlePage.getByText('Sua sessão expirou. Entre novamente.').waitFor()
  })
})
