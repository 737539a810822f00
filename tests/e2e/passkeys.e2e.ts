// Passkeys in Debian's Chromium, with its DevTools virtual authenticator standing in for the phone's: a clinician
// who must have a second factor enrols with a passkey in 'Minha conta' (named, renamed; the last one cannot be
// removed), signs in with it and no password, and uses it as the second step after her password; a passkey the
// device refuses reads in Portuguese. WebAuthn needs a secure context: the app is opened at http://localhost:PORT,
// its PUBLIC_ORIGIN. E2E_SCREENSHOTS=/tmp/folder saves the screens at 1366x900 and 768x1024.
import net from 'node:net'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CDPSession } from 'playwright-core'
import type { E2EPage } from '../kit/e2e/browser'
import { e2eFixture } from '../kit/e2e/fixture'
import { screenshot } from '../kit/e2e/screenshots'
import { seedUser } from '../kit/e2e/users'

const ANA = seedUser('CLINICIAN', 'Ana Fonoaudióloga', 'ana@clinica.example', 'Ana-Ouve-Com-Atencao-2026')

/** A port free right now: the server listens on it so that PUBLIC_ORIGIN can name it before it starts. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })

// Filled in before the fixture starts the server (hooks run in the order they were declared).
const env: Record<string, string> = { MFA_REQUIRED: 'all', AUTH_ATTEMPTS_PER_IP: '1000' }
beforeAll(async () => {
  const port = await freePort()
  env.PORT = String(port)
  env.PUBLIC_ORIGIN = `http://localhost:${port}`
})
const e2e = e2eFixture({ users: [ANA], env })

let page: E2EPage
let cdp: CDPSession
let authenticatorId = ''

const menu = () => page.getByRole('navigation', { name: 'Menu principal' })
const passkeys = () => page.getByRole('region', { name: 'Chaves de acesso' })

async function signOut() {
  await menu().getByRole('button', { name: 'Sair' }).click()
  await page.getByRole('heading', { name: 'Login' }).waitFor()
}

async function submitPassword() {
  await page.getByLabel('Email').fill(ANA.email)
  await page.getByLabel('Senha').fill(ANA.password)
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
}

describe('passkeys', () => {
  beforeAll(async () => {
    page = await e2e.newPage()
    cdp = await page.context().newCDPSession(page)
    await cdp.send('WebAuthn.enable', { enableUI: false })
    ;({ authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    }))
  })

  it('enrols with a passkey in Minha conta: named, renamed, and the only factor cannot be removed', async () => {
    await page.goto(`${env.PUBLIC_ORIGIN}/login`)
    await page.getByRole('heading', { name: 'Login' }).waitFor()
    await screenshot(page, 'passkeys-login')
    await submitPassword()
    await page.waitForURL(e2e.at('/minha-conta'))
    await page
      .getByText(
        'Esta conta precisa da verificação em duas etapas. Ative-a abaixo, com o aplicativo autenticador ou uma chave de acesso, para usar o sistema.',
      )
      .waitFor()
    await passkeys().getByText('Nenhuma chave de acesso cadastrada.').waitFor()

    await passkeys().getByRole('button', { name: 'Adicionar chave de acesso' }).click()
    const dialog = page.getByRole('dialog', { name: 'Adicionar chave de acesso' })
    await dialog.getByLabel('Nome da chave').fill('Celular')
    await screenshot(page, 'passkeys-name-dialog')
    await dialog.getByRole('button', { name: 'Continuar' }).click()
    const list = passkeys().getByRole('list', { name: 'Chaves de acesso' })
    await list.getByText('Celular', { exact: true }).waitFor()
    expect(await list.innerText()).toMatch(/Adicionada em \d{2}\/\d{2}\/\d{4}.* · Último uso: nunca/)
    // Enrolled: the whole menu is there again.
    await menu().getByRole('button', { name: 'Início' }).waitFor()
    await screenshot(page, 'passkeys-account')

    await list.getByRole('button', { name: 'Renomear Celular' }).click()
    const rename = page.getByRole('dialog', { name: 'Renomear chave de acesso' })
    await rename.getByLabel('Nome da chave').fill('Celular da Ana')
    await rename.getByRole('button', { name: 'Salvar' }).click()
    await list.getByText('Celular da Ana', { exact: true }).waitFor()

    await list.getByRole('button', { name: 'Remover Celular da Ana' }).click()
    const confirm = page.getByRole('dialog', { name: 'Remover chave de acesso?' })
    await confirm
      .getByText(
        'A chave “Celular da Ana” deixará de entrar nesta conta. O aparelho pode continuar mostrando-a: apague-a lá também.',
      )
      .waitFor()
    page.expectFailedRequest(409, '/api/account/passkeys/')
    await confirm.getByRole('button', { name: 'Remover' }).click()
    await passkeys()
      .getByText(
        'Esta é a única verificação em duas etapas da conta, que é obrigatória: adicione outra chave de acesso ou ative o aplicativo autenticador antes de remover esta.',
      )
      .waitFor()
    await list.getByText('Celular da Ana', { exact: true }).waitFor()
  })

  it('signs in with the passkey alone, and uses it as the second step after the password', async () => {
    await signOut()
    await page.getByRole('button', { name: 'Entrar com chave de acesso' }).click()
    await page.waitForURL(e2e.at('/'))
    await menu().getByRole('button', { name: 'Início' }).waitFor()

    await signOut()
    await submitPassword()
    await page
      .getByText(
        'Confirme que é você com a chave de acesso deste aparelho (digital, rosto, PIN ou chave física).',
      )
      .waitFor()
    // Only a passkey on this account: no code field to type into.
    expect(await page.getByLabel('Código de verificação').count()).toBe(0)
    await screenshot(page, 'passkeys-second-step')
    await page.getByRole('button', { name: 'Usar chave de acesso' }).click()
    await page.waitForURL(e2e.at('/'))
    await menu().getByRole('button', { name: 'Início' }).waitFor()

    await menu().getByRole('button', { name: 'Minha conta' }).click()
    const list = passkeys().getByRole('list', { name: 'Chaves de acesso' })
    await list.getByText('Celular da Ana', { exact: true }).waitFor()
    expect(await list.innerText()).not.toContain('Último uso: nunca')
  })

  it('a passkey the device does not release reads in Portuguese', async () => {
    await signOut()
    // The device's lock (fingerprint, PIN) not passed: the browser makes no answer.
    await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false })
    await page.getByRole('button', { name: 'Entrar com chave de acesso' }).click()
    await page.getByText('A chave de acesso não foi usada. Tente de novo quando quiser.').waitFor()
    await screenshot(page, 'passkeys-not-used')
    expect(await page.getByRole('heading', { name: 'Login' }).isVisible()).toBe(true)
  })
})
