// Accounts end to end: the first administrator from the start-up link (and her second factor, which
// MFA_REQUIRED=admins asks for at once), invitations, roles, route guards and login failures, in Debian's Chromium
// against the real server (`npm start`) and the built client.
import { beforeAll, describe, expect, it } from 'vitest'
import type { E2EPage } from '../kit/e2e/browser'
import type { Authenticator } from '../kit/e2e/authenticator'
import { enrolSecondFactor } from '../kit/e2e/authenticator'
import { e2eFixture } from '../kit/e2e/fixture'
import { sessionTokenOf, signInContext } from '../kit/session-cookie'

const PASSWORD = 'Fono-Teste-2026!'
const ADMIN = { name: 'Ana Administradora', typedEmail: 'Ana.Admin@Clinica.Example.COM', password: PASSWORD }
const CLINICIAN = {
  name: 'Carlos Clínico',
  typedEmail: 'Carlos.Fono@Clinica.Example.COM',
  password: PASSWORD,
}
const REGISTER_ERROR = 'Erro ao cadastrar. Verifique os dados e o token de convite.'
// Vite names chunks after their modules: none of these may reach the login page.
const HEAVY_CHUNK = /wizard|validator|rjsf/i
// Chunks are not always named after what they hold (the precompiled validators sit in a shared chunk), so the
// scripts' text is checked too: RJSF templates, UI-schema keys, Ajv's error objects.
const HEAVY_CODE = /ObjectFieldTemplate|experimental_defaultFormStateBehavior|ui:widget|instancePath/

// Administrators must have a second factor; the invited clinicians sign in with a password alone (the default, all,
// is in reauthentication.e2e.ts).
const e2e = e2eFixture({ env: { MFA_REQUIRED: 'admins' } })
let page: E2EPage
let invitationToken = ''
let adminApp: Authenticator

const { at } = e2e
const menu = () => page.getByRole('navigation', { name: 'Menu principal' })
const topBarTitle = () => page.getByRole('banner').getByRole('heading', { level: 1 })

async function register(person: { name: string; typedEmail: string; password: string }, token?: string) {
  await page.getByLabel('Nome').fill(person.name)
  const email = page.getByLabel('Email')
  await email.fill('')
  await email.pressSequentially(person.typedEmail)
  // The field lower-cases as one types.
  expect(await email.inputValue()).toBe(person.typedEmail.toLowerCase())
  await page.getByLabel('Senha').fill(person.password)
  if (token !== undefined) await page.getByLabel('Token de convite').fill(token)
  await page.getByRole('button', { name: 'Cadastrar' }).click()
}

async function logIn(typedEmail: string, password: string) {
  await page.getByRole('heading', { name: 'Login' }).waitFor()
  await page.getByLabel('Email').fill(typedEmail)
  await page.getByLabel('Senha').fill(password)
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
}

/** The administrator's login: password, then a code of her authenticator app. */
async function logInAdmin() {
  await logIn(ADMIN.typedEmail, ADMIN.password)
  await page.getByLabel('Código de verificação').fill(await adminApp.nextCode())
  await page.getByRole('button', { name: 'Verificar' }).click()
}

async function expectHome() {
  await page.waitForURL(at('/'))
  await page.getByText('Bem-vindo! Escolha uma opção no menu.').waitFor()
  await topBarTitle().filter({ hasText: 'Início' }).waitFor()
  await page.waitForFunction(() => document.title === 'Início')
}

async function logOut() {
  await menu().getByRole('button', { name: 'Sair' }).click()
  await page.waitForURL(at('/login'))
  await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor()
}

describe('accounts', () => {
  beforeAll(async () => {
    if (!e2e.server.adminLink) {
      throw new Error(
        'The server printed no first-administrator link: its database already has users ' +
          `(E2E_DATABASE_URL must point to an empty database).\n--- server output ---\n${e2e.server.output()}`,
      )
    }
    page = await e2e.newPage()
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.server.url })
  })

  it('registers the first administrator from the start-up link and logs in', async () => {
    const link = new URL(e2e.server.adminLink!)
    expect(link.origin).toBe(e2e.server.url)
    const adminToken = new URLSearchParams(link.hash.slice(1)).get('token')
    expect(adminToken).toBeTruthy()

    await page.goto(e2e.server.adminLink!)
    await page.getByRole('heading', { name: 'Criar conta de administrador' }).waitFor()
    await page.getByText('Esta é a primeira conta do sistema: a do administrador', { exact: false }).waitFor()
    expect(await page.getByLabel('Token de convite').inputValue()).toBe(adminToken)

    await register(ADMIN)
    await page.waitForURL(at('/login'))
    await page.getByText('Cadastro realizado com sucesso!').waitFor()

    await logIn(ADMIN.typedEmail, ADMIN.password)
    // An administrator without a second factor is sent to enrol one, and can do nothing else meanwhile.
    await page.waitForURL(at('/minha-conta'))
    await page
      .getByText(
        'Esta conta precisa da verificação em duas etapas. Ative-a abaixo, com o aplicativo autenticador ou uma chave de acesso, para usar o sistema.',
      )
      .waitFor()
    expect(await menu().getByRole('button').allInnerTexts()).toEqual(['Minha conta', 'Sair'])
    await page.goto(`${e2e.server.url}/pacientes/buscar`)
    await page.waitForURL(at('/minha-conta'))
    ;({ app: adminApp } = await enrolSecondFactor(page))
    await menu().getByRole('button', { name: 'Gerar Convite' }).waitFor()
    await menu().getByRole('button', { name: 'Início' }).click()
    await expectHome()
  })

  it('generates an invitation and copies it', async () => {
    await menu().getByRole('button', { name: 'Gerar Convite' }).click()
    await page.waitForURL(at('/admin/invite'))
    await topBarTitle().filter({ hasText: 'Gerar Convite' }).waitFor()
    await page.waitForFunction(() => document.title === 'Gerar Convite')

    const copyButton = page.getByRole('button', { name: 'Copiar link' })
    expect(await copyButton.isDisabled()).toBe(true)
    await page.getByRole('button', { name: 'Gerar novo convite' }).click()
    const linkField = page.getByLabel('Link de convite')
    await page.waitForFunction(
      () => (document.querySelector('input[readonly]') as HTMLInputElement | null)?.value !== '',
    )
    const link = new URL(await linkField.inputValue())
    expect(`${link.origin}${link.pathname}`).toBe(`${e2e.server.url}/register`)
    invitationToken = new URLSearchParams(link.hash.slice(1)).get('token') ?? ''
    expect(invitationToken).toMatch(/^[A-Za-z0-9_-]{43}$/) // 32 random bytes, base64url
    expect(await linkField.getAttribute('readonly')).not.toBeNull()
    await page.getByText(/^Válido até .+\. Uso único\.$/).waitFor()

    const clickedAt = Date.now()
    await copyButton.click()
    await page.getByRole('button', { name: 'Copiado!' }).waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link.href)
    // The label comes back by itself about 2 s after the click.
    await page.getByRole('button', { name: 'Copiar link' }).waitFor({ timeout: 6_000 })
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1_900)

    await logOut()
    // The link opens the register page with the token filled in.
    await page.goto(link.href)
    await page.getByRole('heading', { name: 'Criar conta' }).waitFor()
    expect(await page.getByLabel('Token de convite').inputValue()).toBe(invitationToken)
  })

  it('registers a clinician with the invitation, who gets no administrator menu', async () => {
    // The token alone, pasted, still works.
    await page.goto(`${e2e.server.url}/register`)
    await page.getByRole('heading', { name: 'Criar conta' }).waitFor()
    expect(await page.getByLabel('Token de convite').inputValue()).toBe('')
    await register(CLINICIAN, invitationToken)
    await page.waitForURL(at('/login'))
    const registered = page.getByText('Cadastro realizado com sucesso!')
    await registered.waitFor()
    // A new attempt clears the success message: it never stands beside an error.
    page.expectFailedRequest(401, '/api/auth/login')
    await logIn(CLINICIAN.typedEmail, 'senha errada de propósito')
    await page.getByText('Usuário ou senha inválidos.').waitFor()
    expect(await registered.count()).toBe(0)

    await logIn(CLINICIAN.typedEmail, CLINICIAN.password)
    await expectHome()
    await menu().getByRole('button', { name: 'Sair' }).waitFor()
    expect(await menu().getByRole('button', { name: 'Gerar Convite' }).count()).toBe(0)

    await page.goto(`${e2e.server.url}/admin/invite`)
    await expectHome()
    await logOut()
  })

  it('refuses an invitation that was already used', async () => {
    await page.goto(`${e2e.server.url}/register`)
    page.expectFailedRequest(409, '/api/auth/register')
    await register(
      { name: 'Outra Pessoa', typedEmail: 'Outra.Pessoa@Clinica.Example.COM', password: PASSWORD },
      invitationToken,
    )
    const alert = page.getByRole('alert')
    await alert.getByText(REGISTER_ERROR).waitFor()
    await alert.getByText('Este convite já foi usado.').waitFor()
    expect(new URL(page.url()).pathname).toBe('/register')
  })

  it('redirects unknown and protected paths', async () => {
    await page.goto(`${e2e.server.url}/qualquer/coisa`)
    await page.waitForURL(at('/login'))

    // A protected page asked for while signed out comes back after login.
    await page.goto(`${e2e.server.url}/admin/invite`)
    await page.waitForURL(at('/login'))
    await logInAdmin()
    await page.waitForURL(at('/admin/invite'))
    await page.getByRole('heading', { name: 'Gerar Convite', level: 2 }).waitFor()
    await page.waitForFunction(() => document.title === 'Gerar Convite')

    await page.goto(`${e2e.server.url}/qualquer/coisa`)
    await expectHome()
    await logOut()
  })

  it('says when the password is wrong', async () => {
    page.expectFailedRequest(401, '/api/auth/login')
    await logIn(ADMIN.typedEmail, 'Senha-Errada-2026!')
    await page.getByRole('alert').getByText('Usuário ou senha inválidos.').waitFor()
    expect(new URL(page.url()).pathname).toBe('/login')
    expect(await page.getByLabel('Senha').inputValue()).toBe('Senha-Errada-2026!')
  })

  it("speaks Portuguese in an English browser: the app's own messages, never the browser's bubbles", async () => {
    const english = await e2e.newPage({ locale: 'en-US' })
    await english.goto(`${e2e.server.url}/login`)
    const form = english.locator('form')
    expect(await form.getAttribute('novalidate')).not.toBeNull()
    await english.getByRole('button', { name: 'Entrar', exact: true }).click()
    await english.getByRole('alert').getByText('Informe o email.').waitFor()
    await english.getByLabel('Email').fill(ADMIN.typedEmail)
    await english.getByRole('button', { name: 'Entrar', exact: true }).click()
    await english.getByRole('alert').getByText('Informe a senha.').waitFor()
    await english.close()
  })

  it('drops a session cookie the server does not accept and asks for login', async () => {
    await logInAdmin()
    await expectHome()

    await signInContext(page.context(), e2e.server.url, 'isto-nao-e-um-token')
    page.expectFailedRequest(401, '/api/auth/me')
    await page.reload()
    await page.waitForURL(at('/login'))
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor()
    expect(await sessionTokenOf(page.context(), e2e.server.url)).toBeUndefined()
  })

  it('loads no wizard, RJSF or validator chunk on the login page', async () => {
    const fresh = await e2e.browser.newPage()
    try {
      const bodies = new Map<string, Promise<string>>()
      fresh.on('response', (response) => {
        if (response.request().resourceType() === 'script') bodies.set(response.url(), response.text())
      })
      await fresh.goto(`${e2e.server.url}/login`, { waitUntil: 'networkidle' })
      await fresh.getByRole('button', { name: 'Entrar', exact: true }).waitFor()
      const scripts = fresh.responses.filter((r) => r.resourceType === 'script').map((r) => r.url)
      expect(scripts.some((url) => /\/assets\/index-[\w-]+\.js$/.test(url))).toBe(true)
      expect(fresh.responses.map((r) => r.url).filter((url) => HEAVY_CHUNK.test(url))).toEqual([])
      const heavy = []
      for (const [url, body] of bodies) if (HEAVY_CODE.test(await body)) heavy.push(url)
      expect(heavy).toEqual([])
      expect(fresh.unexpectedErrors()).toEqual([])
    } finally {
      await fresh.context().close()
    }
  })
})
