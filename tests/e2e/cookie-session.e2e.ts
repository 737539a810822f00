// Issue 47, point 1: the session lives in an HttpOnly cookie, never in storage a script can read, and dies with the
// browser. Other tabs hear of a logout; 'Sair' leaves no session cookie behind.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { sessionTokenOf } from '../kit/session-cookie'
import { CHROMIUM_PATH, type E2EPage } from '../kit/e2e/browser'
import { e2eFixture } from '../kit/e2e/fixture'
import { screenshot } from '../kit/e2e/screenshots'

const CLINICIAN = {
  name: 'Helena Cookie',
  email: 'helena.cookie@clinica.example.com',
  password: 'Fono-Teste-2026!',
}

const e2e = e2eFixture({ users: [{ ...CLINICIAN, role: 'CLINICIAN' }] })
let page: E2EPage

const home = (p: { getByText: E2EPage['getByText'] }) =>
  p.getByText('Bem-vindo! Escolha uma opção no menu.').waitFor()

async function logIn(p: Pick<E2EPage, 'goto' | 'getByLabel' | 'getByRole'>) {
  await p.goto(`${e2e.server.url}/login`)
  await p.getByLabel('Email').fill(CLINICIAN.email)
  await p.getByLabel('Senha').fill(CLINICIAN.password)
  await p.getByRole('button', { name: 'Entrar', exact: true }).click()
}

/** What a script of the page can read: document.cookie, localStorage, sessionStorage and every IndexedDB record. */
const readableByScripts = (p: E2EPage) =>
  p.evaluate(async () => {
    const dump = (storage: Storage) =>
      Array.from(
        { length: storage.length },
        (_, i) => `${storage.key(i)}=${storage.getItem(storage.key(i)!)}`,
      )
    const done = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
    const records: unknown[] = []
    for (const { name } of await indexedDB.databases()) {
      const db = await done(indexedDB.open(name!))
      for (const store of Array.from(db.objectStoreNames))
        records.push(await done(db.transaction(store, 'readonly').objectStore(store).getAll()))
      db.close()
    }
    return JSON.stringify([document.cookie, dump(localStorage), dump(sessionStorage), records])
  })

describe('the session cookie', () => {
  beforeAll(async () => {
    page = await e2e.newPage()
  })

  it('after login no script can read the token; a reload stays signed in', async () => {
    await logIn(page)
    await home(page)
    const cookie = (await page.context().cookies(e2e.server.url)).find((c) => c.name === 'session')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', expires: -1, path: '/' })
    const readable = await readableByScripts(page)
    expect(readable).not.toContain(cookie!.value)
    // Nor any other token: a JWT's header starts with eyJ.
    expect(readable).not.toContain('eyJ')
    expect(await page.evaluate(() => document.cookie)).toBe('')

    await page.reload()
    await home(page)
    await screenshot(page, 'cookie-session-home')
  })

  it("'Sair' signs out every tab and leaves no session cookie", async () => {
    const other = await page.context().newPage()
    await other.goto(`${e2e.server.url}/`)
    await home(other)

    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('button', { name: 'Sair' })
      .click()
    await page.waitForURL((url) => url.pathname === '/login')
    // The other tab is told, without a reload or a request of its own.
    await other.waitForURL((url) => url.pathname === '/login')
    await other.getByRole('button', { name: 'Entrar', exact: true }).waitFor()
    expect(await sessionTokenOf(page.context(), e2e.server.url)).toBeUndefined()
    await screenshot(page, 'cookie-session-signed-out')
    await other.close()
  })

  it('a new browser context is signed out', async () => {
    await logIn(page)
    await home(page)
    const fresh = await e2e.newPage()
    await fresh.goto(`${e2e.server.url}/`)
    await fresh.waitForURL((url) => url.pathname === '/login')
    await fresh.getByRole('button', { name: 'Entrar', exact: true }).waitFor()
  })

  it('closing the browser ends the session: reopened on the same profile, it asks for login', async () => {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'fono-e2e-profile-'))
    const open = () =>
      chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM_PATH,
        headless: true,
        locale: 'pt-BR',
        args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
      })
    try {
      let browser = await open()
      const first = await browser.newPage()
      await logIn(first as E2EPage)
      await home(first)
      await browser.close()

      browser = await open()
      const again = await browser.newPage()
      await again.goto(`${e2e.server.url}/`)
      await again.waitForURL((url) => url.pathname === '/login')
      await again.getByRole('button', { name: 'Entrar', exact: true }).waitFor()
      expect((await browser.cookies(e2e.server.url)).find((c) => c.name === 'session')).toBeUndefined()
      await browser.close()
    } finally {
      fs.rmSync(profile, { recursive: true, force: true })
    }
  })
})
