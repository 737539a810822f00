// Accounts a clinic can trust, in Debian's Chromium against the real server: a clinician enrols a second factor
// with a code computed from the key on the page, signs in with password and code, uses a recovery code once (not
// twice), changes her password with a code (her other session ends), ends a session from the list; an administrator
// issues a reset link that sets a new password, and removes a factor; repeated wrong passwords are slowed down, in
// Portuguese.
// Each sentence of these screens is read as the clinician reads it (link errors, password rules, the session line,
// the events on 'Auditoria'); E2E_SCREENSHOTS=/tmp/folder saves the screens at 1366x900 and 768x1024.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { hashToken, newOpaqueToken } from '../../src/server/auth/tokens'
import { openDatabase } from '../../src/server/db/client'
import { passwordResets, users } from '../../src/server/db/schema'
import type { E2EPage } from '../kit/e2e/browser'
import type { Authenticator } from '../kit/e2e/authenticator'
import { enrolSecondFactor } from '../kit/e2e/authenticator'
import { e2eFixture } from '../kit/e2e/fixture'
import { screenshot } from '../kit/e2e/screenshots'
import { seedUser } from '../kit/e2e/users'

const ADMIN = seedUser('ADMIN', 'Beatriz Gestora', 'beatriz@clinica.example', 'Gestora-da-Clinica-2026')
const CARLA = seedUser('CLINICIAN', 'Carla Fonoaudióloga', 'carla@clinica.example', 'Carla-Fala-Bem-2026')
// Enrols and then mistypes her code until the login's code step is closed: her failures stay out of Carla's way.
const DORA = seedUser('CLINICIAN', 'Dora Terapeuta', 'dora@clinica.example', 'Dora-Escuta-Tudo-2026')
const CHANGED = 'Jabuticaba-no-Quintal-77'
const RESET = 'Pitanga-Madura-no-Pe-88'
/** A reset link that ran out yesterday: the server cannot be made to wait 24 h, so it is written before it starts. */
const EXPIRED_TOKEN = newOpaqueToken()

const e2e = e2eFixture({
  users: [ADMIN, CARLA, DORA],
  // Administrators must have a second factor, clinicians may (MFA_REQUIRED=admins). Every screen's refusals are
  // tried from one address within a minute: the per-network budget has its own API test, here it would only cut the tour short.
  env: { MFA_REQUIRED: 'admins', AUTH_ATTEMPTS_PER_IP: '1000' },
  async prepare({ dataDir, databaseUrl }) {
    const database = await openDatabase({ dataDir, databaseUrl })
    try {
      const [carla] = await database.db.select().from(users).where(eq(users.email, CARLA.email))
      await database.db.insert(passwordResets).values({
        userId: carla!.id,
        tokenHash: hashToken(EXPIRED_TOKEN),
        expiresAt: new Date(Date.now() - 3600_000),
      })
    } finally {
      await database.close()
    }
  },
})
const { at } = e2e
let page: E2EPage
let carlaApp: Authenticator
let recoveryCodes: string[] = []
let carlaPassword = CARLA.password
let adminPage: E2EPage
let usedLink = ''

const menuOf = (p: E2EPage) => p.getByRole('navigation', { name: 'Menu principal' })
const section = (p: E2EPage, name: string) => p.getByRole('region', { name })

async function submitPassword(p: E2EPage, email: string, password: string) {
  await p.getByRole('heading', { name: 'Login' }).waitFor()
  await p.getByLabel('Email').fill(email)
  await p.getByLabel('Senha').fill(password)
  await p.getByRole('button', { name: 'Entrar', exact: true }).click()
}

async function submitCode(p: E2EPage, code: string, kind: 'app' | 'recovery' = 'app') {
  const label = kind === 'app' ? 'Código de verificação' : 'Código de recuperação'
  await p.getByLabel(label).fill(code)
  await p.getByRole('button', { name: 'Verificar' }).click()
}

async function expectHome(p: E2EPage) {
  await p.waitForURL(at('/'))
  await p.getByText('Bem-vindo! Escolha uma opção no menu.').waitFor()
}

async function logOut(p: E2EPage) {
  await menuOf(p).getByRole('button', { name: 'Sair' }).click()
  await p.waitForURL(at('/login'))
}

/** Fills the reset page's two fields and saves; a refusal by the server is declared for the console check. */
async function saveNewPassword(p: E2EPage, password: string, repeated = password, refusedWith?: number) {
  if (refusedWith) p.expectFailedRequest(refusedWith, '/api/auth/reset')
  await p.getByLabel(/^Nova senha/).fill(password)
  await p.getByLabel('Repita a nova senha').fill(repeated)
  await p.getByRole('button', { name: 'Salvar nova senha' }).click()
}

const alertSays = (p: E2EPage, text: string) =>
  p.getByRole('alert').getByText(text, { exact: true }).waitFor()

/** Carla signs in on a second page with a recovery code; her own page, reloaded, then lists both sessions. */
async function secondSession(password: string, recoveryCode: string) {
  const other = await e2e.newPage()
  await other.goto(`${e2e.server.url}/login`)
  await submitPassword(other, CARLA.email, password)
  await other.getByRole('button', { name: 'Usar um código de recuperação' }).click()
  await submitCode(other, recoveryCode, 'recovery')
  await expectHome(other)

  await page.reload()
  const sessions = section(page, 'Sessões ativas').getByRole('listitem')
  await expect.poll(() => sessions.count()).toBe(2)
  return { other, sessions }
}

async function openAccount(p: E2EPage) {
  await menuOf(p).getByRole('button', { name: 'Minha conta' }).click()
  await p.waitForURL(at('/minha-conta'))
  await p.waitForFunction(() => document.title === 'Minha conta')
}

describe('accounts a clinic can trust', () => {
  beforeAll(async () => {
    page = await e2e.newPage()
  })

  it("a clinician enrols a second factor from 'Minha conta' with a code computed from the shown key", async () => {
    await page.goto(`${e2e.server.url}/login`)
    await submitPassword(page, CARLA.email, CARLA.password)
    // Not an administrator: nothing is asked of her first.
    await expectHome(page)
    await openAccount(page)
    for (const name of ['Verificação em duas etapas', 'Alterar senha', 'Sessões ativas'])
      await section(page, name).waitFor()
    // A wrong code first: said in Portuguese, the factor stays off.
    await section(page, 'Verificação em duas etapas')
      .getByRole('button', { name: 'Ativar verificação em duas etapas' })
      .click()
    const key = await page.getByTestId('mfa-secret').innerText()
    expect(key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/)
    page.expectFailedRequest(400, '/api/account/mfa/confirm')
    await page.getByLabel('Código de verificação').fill('000000')
    await page.getByRole('button', { name: 'Confirmar' }).click()
    await page
      .getByRole('alert')
      .getByText('Código inválido. Confira o código do aplicativo e tente novamente.')
      .waitFor()
    // 'Minha conta' opened again mid-enrolment: the same key, until it is confirmed or cancelled.
    await page.reload()
    const mfa = section(page, 'Verificação em duas etapas')
    await mfa
      .getByText('A ativação já foi iniciada: a chave lida pelo aplicativo continua valendo', {
        exact: false,
      })
      .waitFor()
    await mfa.getByRole('button', { name: 'Continuar a ativação' }).click()
    expect(await page.getByTestId('mfa-secret').innerText()).toBe(key)
    await page.getByRole('button', { name: 'Cancelar' }).click()
    await mfa.getByRole('button', { name: 'Ativar verificação em duas etapas' }).waitFor()
    await page.reload()
    await mfa.getByRole('button', { name: 'Ativar verificação em duas etapas' }).waitFor()

    ;({ app: carlaApp, codes: recoveryCodes } = await enrolSecondFactor(page, { copy: true }))
    expect(recoveryCodes).toHaveLength(10)
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/)
    await section(page, 'Verificação em duas etapas')
      .getByText('Códigos de recuperação restantes: 10 de 10.', { exact: false })
      .waitFor()
  })

  it('logs out, and logs in with password and a code of the app (a wrong code is refused)', async () => {
    await logOut(page)
    await submitPassword(page, CARLA.email, CARLA.password)
    await page.getByText('Digite o código de 6 dígitos mostrado no aplicativo autenticador.').waitFor()
    page.expectFailedRequest(401, '/api/auth/login/mfa')
    await submitCode(page, '000000')
    await page
      .getByRole('alert')
      .getByText('Código inválido. Confira o código do aplicativo e tente novamente.')
      .waitFor()
    await submitCode(page, await carlaApp.nextCode())
    await expectHome(page)
  })

  it('after five wrong codes the code step closes: the code expired, sign in again', async () => {
    const dora = await e2e.newPage()
    await dora.goto(`${e2e.server.url}/login`)
    await submitPassword(dora, DORA.email, DORA.password)
    await expectHome(dora)
    await openAccount(dora)
    await enrolSecondFactor(dora)
    await logOut(dora)
    await submitPassword(dora, DORA.email, DORA.password)
    for (let attempt = 1; attempt <= 5; attempt++) {
      dora.expectFailedRequest(401, '/api/auth/login/mfa')
      await submitCode(dora, '000000')
      await alertSays(dora, 'Código inválido. Confira o código do aplicativo e tente novamente.')
    }
    dora.expectFailedRequest(401, '/api/auth/login/mfa')
    await submitCode(dora, '000000')
    // Back to the e-mail and password, saying why.
    await alertSays(dora, 'O código expirou. Entre com o e-mail e a senha novamente.')
    await dora.getByLabel('Senha').waitFor()
    await screenshot(dora, 'login-codigo-expirado')
  })

  it('a recovery code works once, and not twice', async () => {
    await logOut(page)
    await submitPassword(page, CARLA.email, CARLA.password)
    await page.getByRole('button', { name: 'Usar um código de recuperação' }).click()
    await page
      .getByText(
        'Digite um dos códigos de recuperação que você guardou ao ativar a verificação em duas etapas. ' +
          'Cada código vale uma única vez.',
        { exact: true },
      )
      .waitFor()
    await screenshot(page, 'segunda-etapa-codigo-de-recuperacao')
    await submitCode(page, recoveryCodes[0]!, 'recovery')
    await expectHome(page)

    await logOut(page)
    await submitPassword(page, CARLA.email, CARLA.password)
    await page.getByRole('button', { name: 'Usar um código de recuperação' }).click()
    page.expectFailedRequest(401, '/api/auth/login/mfa')
    await submitCode(page, recoveryCodes[0]!, 'recovery')
    await page
      .getByRole('alert')
      .getByText('Código inválido. Confira o código do aplicativo e tente novamente.')
      .waitFor()
    await page.getByRole('button', { name: 'Usar o código do aplicativo' }).click()
    await submitCode(page, await carlaApp.nextCode())
    await expectHome(page)
    await openAccount(page)
    await page.getByText('Códigos de recuperação restantes: 9 de 10.', { exact: false }).waitFor()
  })

  it('changing the password ends her other session, which is sent to the login page', async () => {
    const { other, sessions } = await secondSession(CARLA.password, recoveryCodes[1]!)
    await sessions
      .filter({ hasText: 'Esta sessão' })
      .getByText(/^Chrome no Linux$/)
      .waitFor()
    // Where and when, as toLocaleString('pt-BR') writes it: 'IP 127.0.0.1 · Início: 05/03/2026, 14:22:10 · …'.
    const when = String.raw`\d{2}/\d{2}/\d{4}, \d{2}:\d{2}:\d{2}`
    await sessions
      .filter({ hasText: 'Esta sessão' })
      .getByText(new RegExp(`^IP 127\\.0\\.0\\.1 · Início: ${when} · Último uso: ${when}$`))
      .waitFor()

    const form = section(page, 'Alterar senha')
    await form
      .getByText('Pelo menos 8 caracteres. Não use senhas comuns, o seu nome ou o seu e-mail.', {
        exact: true,
      })
      .waitFor()
    // With a second factor, the form asks for a code too (a wrong password does not use it up).
    await form.getByLabel('Código de verificação').fill(await carlaApp.nextCode())
    // Two different new passwords: said before anything is sent.
    await form.getByLabel('Senha atual').fill(CARLA.password)
    await form.getByLabel(/^Nova senha/).fill(CHANGED)
    await form.getByLabel('Repita a nova senha').fill(`${CHANGED}!`)
    await form.getByRole('button', { name: 'Alterar senha' }).click()
    await form.getByRole('alert').getByText('As duas senhas novas não são iguais.', { exact: true }).waitFor()
    await screenshot(page, 'minha-conta')
    page.expectFailedRequest(400, '/api/account/password')
    await form.getByLabel('Senha atual').fill('nao-e-a-senha')
    await form.getByLabel(/^Nova senha/).fill(CHANGED)
    await form.getByLabel('Repita a nova senha').fill(CHANGED)
    await form.getByRole('button', { name: 'Alterar senha' }).click()
    await form.getByRole('alert').getByText('A senha atual não confere.').waitFor()
    await form.getByLabel('Senha atual').fill(CARLA.password)
    await form.getByRole('button', { name: 'Alterar senha' }).click()
    await form.getByText('Senha alterada. As outras sessões desta conta foram encerradas.').waitFor()
    carlaPassword = CHANGED
    await expect.poll(() => sessions.count()).toBe(1)

    other.expectFailedRequest(401, '/api/patients')
    await menuOf(other).getByRole('button', { name: 'Consultar Paciente' }).click()
    await other.waitForURL(at('/login'))
    await other.getByText('Sua sessão expirou. Entre novamente.').waitFor()
  })

  it("'Encerrar' ends another session from the list", async () => {
    const { other, sessions } = await secondSession(carlaPassword, recoveryCodes[2]!)
    await sessions.filter({ hasNotText: 'Esta sessão' }).getByRole('button', { name: 'Encerrar' }).click()
    await expect.poll(() => sessions.count()).toBe(1)

    other.expectFailedRequest(401, '/api/patients')
    await menuOf(other).getByRole('button', { name: 'Consultar Paciente' }).click()
    await other.waitForURL(at('/login'))
  })

  it('an administrator, sent to enrol first, issues a reset link; opening it sets a new password and ends her sessions', async () => {
    const admin = (adminPage = await e2e.newPage())
    await admin.goto(`${e2e.server.url}/login`)
    await submitPassword(admin, ADMIN.email, ADMIN.password)
    await admin.waitForURL(at('/minha-conta'))
    await enrolSecondFactor(admin)

    await menuOf(admin).getByRole('button', { name: 'Usuários', exact: true }).click()
    await admin.waitForURL(at('/admin/usuarios'))
    const carla = admin
      .getByRole('table', { name: 'Usuários' })
      .locator('tbody tr')
      .filter({ hasText: CARLA.name })
    await carla.getByRole('cell', { name: 'Ativa', exact: true }).waitFor()
    await carla.getByRole('button', { name: `Ações para ${CARLA.name}` }).click()
    await admin.getByRole('menuitem', { name: 'Gerar link para nova senha' }).click()
    const dialog = admin.getByRole('dialog', { name: 'Link para nova senha' })
    const link = (usedLink = await dialog.getByLabel('Link de redefinição').inputValue())
    expect(link).toMatch(new RegExp(`^${e2e.server.url}/redefinir-senha#token=[\\w-]{43}$`))
    await dialog.getByText(`Envie este link a ${CARLA.name}.`, { exact: false }).waitFor()
    await dialog.getByRole('button', { name: 'Fechar' }).click()
    const pending = admin.getByRole('table', { name: 'Links para nova senha pendentes' })
    await pending.getByRole('cell', { name: CARLA.name }).waitFor()

    // Carla, who forgot her password, opens the link in another browser.
    const forgot = await e2e.newPage()
    await forgot.goto(link)
    await forgot.getByRole('heading', { name: 'Redefinir senha' }).waitFor()
    await forgot
      .getByText('Escolha uma nova senha. Ao salvar, todas as sessões abertas desta conta são encerradas.', {
        exact: true,
      })
      .waitFor()
    // Each rule, in the words the page shows: two different passwords (said before sending), too short, her
    // e-mail, a part of it.
    await saveNewPassword(forgot, RESET, `${RESET}!`)
    await alertSays(forgot, 'As duas senhas não são iguais.')
    await saveNewPassword(forgot, 'Caju-12', 'Caju-12', 400)
    await alertSays(forgot, 'A senha deve ter pelo menos 8 caracteres.')
    await saveNewPassword(forgot, CARLA.email, CARLA.email, 400)
    await alertSays(forgot, 'A senha não pode ser igual ao e-mail.')
    await saveNewPassword(forgot, 'Clinica-2026', 'Clinica-2026', 400)
    await alertSays(forgot, 'A senha não pode ser o seu nome nem parte do seu e-mail.')
    await screenshot(forgot, 'redefinir-senha-regra')
    forgot.expectFailedRequest(400, '/api/auth/reset')
    await forgot.getByLabel(/^Nova senha/).fill('senha1234')
    await forgot.getByLabel('Repita a nova senha').fill('senha1234')
    await forgot.getByRole('button', { name: 'Salvar nova senha' }).click()
    await forgot.getByRole('alert').getByText('Essa senha é muito comum. Escolha outra.').waitFor()
    await forgot.getByLabel(/^Nova senha/).fill(RESET)
    await forgot.getByLabel('Repita a nova senha').fill(RESET)
    await forgot.getByRole('button', { name: 'Salvar nova senha' }).click()
    await forgot.waitForURL(at('/login'))
    await forgot.getByText('Senha alterada. Entre com a nova senha.').waitFor()
    carlaPassword = RESET
    await submitPassword(forgot, CARLA.email, RESET)
    await submitCode(forgot, await carlaApp.nextCode())
    await expectHome(forgot)

    // Her session from before the reset has ended.
    page.expectFailedRequest(401, '/api/patients')
    await menuOf(page).getByRole('button', { name: 'Consultar Paciente' }).click()
    await page.waitForURL(at('/login'))

    // The link was used: no longer pending.
    await admin.reload()
    await admin.getByText('Nenhum link para nova senha pendente.').waitFor()
  })

  it('the reset page says why a link cannot be used: used, revoked, expired, unknown, incomplete', async () => {
    // A second link, revoked from the pending list before anyone opens it.
    const admin = adminPage
    await admin.getByRole('button', { name: `Ações para ${CARLA.name}` }).click()
    await admin.getByRole('menuitem', { name: 'Gerar link para nova senha' }).click()
    const dialog = admin.getByRole('dialog', { name: 'Link para nova senha' })
    const revokedLink = await dialog.getByLabel('Link de redefinição').inputValue()
    await dialog.getByRole('button', { name: 'Fechar' }).click()
    const pending = admin.getByRole('table', { name: 'Links para nova senha pendentes' })
    await pending
      .getByRole('row')
      .filter({ hasText: CARLA.name })
      .getByRole('button', { name: 'Revogar' })
      .click()
    await admin.getByText('Nenhum link para nova senha pendente.').waitFor()

    const reader = await e2e.newPage()
    const cases: [string, string, number, string][] = [
      ['usado', usedLink, 409, 'Este link de redefinição já foi usado.'],
      ['revogado', revokedLink, 410, 'Este link de redefinição foi revogado.'],
      [
        'expirado',
        `${e2e.server.url}/redefinir-senha#token=${EXPIRED_TOKEN}`,
        410,
        'Este link de redefinição expirou. Peça um novo ao administrador.',
      ],
      [
        'invalido',
        `${e2e.server.url}/redefinir-senha#token=${newOpaqueToken()}`,
        400,
        'Link de redefinição inválido. Confira o link recebido.',
      ],
    ]
    for (const [name, link, status, message] of cases) {
      // A page of its own each time: a link differing only after '#' would not load the page again.
      await reader.goto('about:blank')
      await reader.goto(link)
      await reader.getByRole('heading', { name: 'Redefinir senha' }).waitFor()
      await saveNewPassword(reader, 'Caju-Azedo-no-Galho-31', 'Caju-Azedo-no-Galho-31', status)
      await alertSays(reader, message)
      if (name === 'expirado') await screenshot(reader, `redefinir-senha-link-${name}`)
    }
    await reader.goto('about:blank')
    await reader.goto(`${e2e.server.url}/redefinir-senha`)
    await alertSays(
      reader,
      'Link de redefinição incompleto. Abra o link exatamente como o administrador o enviou.',
    )
    await reader.getByRole('link', { name: 'Voltar para o login' }).waitFor()
    await expect(reader.getByLabel(/^Nova senha/).count()).resolves.toBe(0)
    await screenshot(reader, 'redefinir-senha-link-incompleto')
  })

  it("an administrator removes the clinician's second factor; she then signs in with her password alone", async () => {
    const admin = adminPage
    const carla = admin
      .getByRole('table', { name: 'Usuários' })
      .locator('tbody tr')
      .filter({ hasText: CARLA.name })
    await carla.getByRole('button', { name: `Ações para ${CARLA.name}` }).click()
    await admin.getByRole('menuitem', { name: 'Remover verificação em duas etapas' }).click()
    const dialog = admin.getByRole('dialog', { name: 'Remover verificação em duas etapas?' })
    await dialog
      .getByText(
        `As sessões abertas de ${CARLA.name} serão encerradas. Depois, o login dessa conta pedirá só a senha ` +
          'até que a verificação seja ativada de novo em Minha conta. Os códigos de recuperação também deixam ' +
          'de valer.',
        { exact: true },
      )
      .waitFor()
    await screenshot(admin, 'usuarios-remover-verificacao')
    await dialog.getByRole('button', { name: 'Remover' }).click()
    await carla.getByRole('cell', { name: 'Inativa', exact: true }).waitFor()

    // No code asked; she lands where her ended session had been heading.
    await submitPassword(page, CARLA.email, carlaPassword)
    await page.waitForURL(at('/pacientes/buscar'))
    await page.getByRole('heading', { name: 'Pacientes Cadastrados' }).waitFor()
  })

  it('repeated wrong passwords are slowed down, said in Portuguese', async () => {
    const guesser = await e2e.newPage()
    await guesser.goto(`${e2e.server.url}/login`)
    const alert = guesser.getByRole('alert')
    let message = ''
    for (let attempt = 0; attempt < 10 && !message.startsWith('Muitas tentativas'); attempt++) {
      await submitPassword(guesser, CARLA.email, `chute-errado-${attempt}`)
      // Each answer replaces the alert (it is gone while the request runs).
      await alert.waitFor()
      message = (await alert.innerText()).trim()
      guesser.expectFailedRequest(message.startsWith('Muitas') ? 429 : 401, '/api/auth/login')
    }
    expect(message).toMatch(/^Muitas tentativas\. Aguarde (1 segundo|\d+ segundos) e tente novamente\.$/)
  })
  it("'Auditoria' names each of these events in Portuguese", async () => {
    const admin = adminPage
    await menuOf(admin).getByRole('button', { name: 'Auditoria' }).click()
    await admin.waitForURL(at('/admin/auditoria'))
    const wanted = [
      'Alterou a própria senha',
      'Gerou link para nova senha',
      'Definiu nova senha pelo link',
      'Revogou link para nova senha',
      'Ativou a verificação em duas etapas',
      'Removeu a verificação em duas etapas de um usuário',
      'Entrou com um código de recuperação',
      'Encerrou uma sessão',
      'Tentativa de login adiada (muitas falhas)',
    ]
    const table = admin.getByRole('table', { name: 'Registros de auditoria' })
    const rows = table.locator('tbody tr')
    await rows.first().waitFor()
    await screenshot(admin, 'auditoria')
    // Newest first, 50 a page: this tour wrote a few pages; 'Próxima' walks them.
    const seen = new Set<string>()
    for (let pageNumber = 0; pageNumber < 20; pageNumber++) {
      for (const label of await table.locator('tbody tr td:nth-child(3)').allInnerTexts())
        seen.add(label.trim())
      const next = admin.getByRole('button', { name: 'Próxima' })
      if (wanted.every((label) => seen.has(label)) || (await next.isDisabled())) break
      const first = await rows.first().innerText()
      await next.click()
      await expect.poll(() => rows.first().innerText()).not.toBe(first)
    }
    expect(wanted.filter((label) => !seen.has(label))).toEqual([])
  })
})
