// The wizard without a connection, in Debian's Chromium with a profile folder of its own: a clinician types on while
// the connection is cut, across several steps; a reload while the server still cannot be reached keeps the answers
// (sealed in the tab, unreadable without the live session's key); back online the server has everything; after
// 'Sair' nothing of the child is readable, neither in the page's storages nor in the profile's files on disk.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import wizard from '../../schemas/wizard.json'
import { openProfileBrowser, type E2EPage } from '../kit/e2e/browser'
import { e2eFixture } from '../kit/e2e/fixture'
import { logIn } from '../kit/e2e/login'
import { REPO_ROOT } from '../kit/e2e/server'
import { screenshot } from '../kit/e2e/screenshots'
import { QUESTION } from '../kit/e2e/questions'

const ANA = { name: 'Ana Fonoaudióloga', email: 'ana.rede@clinica.example.com', password: 'Fono-Teste-2026!' }
const CHILD = 'Benedita Quixabeira Conceição'
const SEALED = 'Sem conexão: as respostas ficam guardadas neste navegador, cifradas, até a conexão voltar.'

const e2e = e2eFixture({ users: [{ ...ANA, role: 'CLINICIAN' }] })

type Schema = { properties: Record<string, { title?: string }> }
const stepOf = (section: string) => wizard.steps.findIndex((step) => step.section === section)
const titleOf = (section: string, field: string) => {
  const step = wizard.steps[stepOf(section)]!
  const schema = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'schemas', step.schema), 'utf8')) as Schema
  return schema.properties[field]!.title!
}
const stepPath = (index: number) => {
  const slug = wizard.steps[index]!.slug
  return slug ? `${wizard.basePath}/${slug}` : wizard.basePath
}

// Typed while the connection is cut: one text answer on each of four steps, the last step first (each was visited
// online before, so the page has its code already: without a service worker nothing new can be loaded offline).
const OFFLINE_ANSWERS = [
  { section: 'psychomotorDevelopment', field: 'walkedAge', value: 'Andou com 1 ano e 3 meses, sem rede' },
  { section: 'sleep', field: 'observations', value: 'Ronca alto; digitado sem rede' },
  { section: 'nutrition', field: 'breastfeedingDuration', value: 'Até os 9 meses, sem rede' },
  { section: 'gestation', field: 'pregnancyExperience', value: 'Gestação tranquila, digitada sem rede' },
]

let page: E2EPage
let close: () => Promise<void>
let profile: string

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const textbox = (title: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(title)}(\\s*\\*)?$`) })
const indicator = () => page.getByTestId('draft-indicator')
const menu = () => page.getByRole('navigation', { name: 'Menu principal' })
const at = (pathname: string) => (url: URL) => url.pathname === pathname
const onStep = (index: number) => page.waitForURL(at(stepPath(index)))

/** Everything the page's storages hold for the app's origin, as text: localStorage, sessionStorage, IndexedDB. */
const browserStorage = () =>
  page.evaluate(async () => {
    const dump = (storage: Storage) => JSON.stringify(Object.entries({ ...storage }))
    const done = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
    const databases = await Promise.all(
      (await indexedDB.databases()).map(async ({ name }) => {
        const db = await done(indexedDB.open(name!))
        const stores = await Promise.all(
          Array.from(db.objectStoreNames).map((store) =>
            done(db.transaction(store, 'readonly').objectStore(store).getAll()),
          ),
        )
        db.close()
        return { name, stores }
      }),
    )
    return dump(localStorage) + dump(sessionStorage) + JSON.stringify(databases)
  })

/** Every file of the profile folder holding `text` in UTF-8, Latin-1 or UTF-16 (Chromium stores strings in both). */
function filesHolding(folder: string, text: string): string[] {
  const needles = [Buffer.from(text, 'utf8'), Buffer.from(text, 'latin1'), Buffer.from(text, 'utf16le')]
  const found: string[] = []
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    const bytes = fs.readFileSync(file)
    if (needles.some((needle) => bytes.includes(needle))) found.push(path.relative(folder, file))
  }
  return found
}

describe('the wizard without a connection', () => {
  beforeAll(async () => {
    profile = fs.mkdtempSync(path.join(os.tmpdir(), 'fono-profile-'))
    ;({ page, close } = await openProfileBrowser(profile))
  })
  afterAll(async () => {
    await close?.()
    fs.rmSync(profile, { recursive: true, force: true })
  })

  it('types on offline across steps and a reload, the server gets it all, and Sair leaves nothing readable', async () => {
    await logIn(e2e, page, ANA)
    await menu().getByRole('button', { name: 'Cadastrar Paciente' }).click()
    await onStep(0)
    await textbox(QUESTION.patientName).fill(CHILD)
    await indicator()
      .getByText(/^Rascunho salvo no servidor/)
      .waitFor()
    const id = new URL(page.url()).searchParams.get('rascunho')!
    // Online, up to the furthest step typed offline: the page then holds the code of each.
    const last = stepOf(OFFLINE_ANSWERS[0]!.section)
    for (let index = 1; index <= last; index++) {
      await page.getByRole('button', { name: 'Avançar' }).click()
      await onStep(index)
    }
    await indicator()
      .getByText(/^Rascunho salvo no servidor/)
      .waitFor()

    // The pictures show the page at a tablet's width too, whose compact stepper is code of its own: loaded now.
    if (process.env.E2E_SCREENSHOTS) await screenshot(page, 'offline-draft-online')

    // The connection is cut; the clinician types on, a step back after each answer.
    await page.context().setOffline(true)
    for (const [i, { section, field, value }] of OFFLINE_ANSWERS.entries()) {
      await onStep(stepOf(section))
      await textbox(titleOf(section, field)).fill(value)
      if (i === 0) await indicator().getByText(SEALED).waitFor()
      if (i < OFFLINE_ANSWERS.length - 1) await page.getByRole('button', { name: 'Voltar' }).click()
    }
    await indicator().getByText(SEALED).waitFor()
    await screenshot(page, 'offline-draft-typing')
    // Nothing of it reached the server yet; the tab holds it sealed, never in clear.
    const ana = await e2e.signIn(ANA)
    const before = (await ana.call('GET /drafts/:id', { params: { id } })).content.sections
    expect(before.gestation?.pregnancyExperience).toBeUndefined()
    await expect.poll(async () => browserStorage()).toContain('rascunho-cifrado')
    let stored = await browserStorage()
    for (const text of [CHILD, 'Quixabeira', ...OFFLINE_ANSWERS.map((a) => a.value)])
      expect(stored).not.toContain(text)

    // A reload while the server still cannot be reached. (Chromium cannot load the page itself offline, with no
    // service worker: the page comes back, the API stays unreachable.) The answers wait, sealed, for the key.
    await page.context().route('**/api/**', (route) => route.abort('internetdisconnected'))
    await page.context().setOffline(false)
    await page.reload()
    // Without the server nobody can say whose the session is: the page waits for it, the sealed copy with it.
    await page.getByText(/^Sem conexão com o servidor\. Tentando de novo/).waitFor()
    await screenshot(page, 'offline-draft-reloaded')
    expect(await page.getByRole('textbox').count()).toBe(0)

    // The server is back: the wizard opens the sealed copy with the session's key, by itself, and sends it.
    await page.context().unroute('**/api/**')
    await textbox(titleOf('gestation', 'pregnancyExperience')).waitFor({ timeout: 40_000 })
    expect(await textbox(titleOf('gestation', 'pregnancyExperience')).inputValue()).toBe(
      OFFLINE_ANSWERS[3]!.value,
    )
    await indicator()
      .getByText(/^Rascunho salvo no servidor/)
      .waitFor()
    await screenshot(page, 'offline-draft-back')
    const after = (await ana.call('GET /drafts/:id', { params: { id } })).content.sections
    expect(after.personalData?.patientName).toBe(CHILD)
    for (const { section, field, value } of OFFLINE_ANSWERS) expect(after[section]?.[field]).toBe(value)
    expect(await browserStorage()).not.toContain('rascunho-cifrado')

    // 'Sair': nothing of the child is left readable in the page's storages, nor on disk once the browser closed.
    await menu().getByRole('button', { name: 'Sair' }).click()
    await page.waitForURL(at('/login'))
    stored = await browserStorage()
    for (const text of [
      CHILD,
      'Quixabeira',
      'rascunho-cifrado',
      'multi-step-form',
      ...OFFLINE_ANSWERS.map((a) => a.value),
    ])
      expect(stored).not.toContain(text)
    // The only console errors are the API calls (and the browser's own favicon request) the cut connection failed.
    const problems = page
      .unexpectedErrors()
      .filter(
        (problem) =>
          !/^console: Failed to load resource: net::ERR_INTERNET_DISCONNECTED \(http:[^ ]*\/(api\/|favicon\.ico)/.test(
            problem,
          ),
      )
    expect(problems).toEqual([])
    await close()
    for (const text of ['Quixabeira', OFFLINE_ANSWERS[1]!.value])
      expect(filesHolding(profile, text), `profile files holding ${text}`).toEqual([])
    // The scan reads the profile at all: the app's address is in its history.
    expect(filesHolding(profile, new URL(e2e.server.url).host).length).toBeGreaterThan(0)
  })
})
