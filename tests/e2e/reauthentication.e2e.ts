// Re-authentication in Debian's Chromium against the real server (`npm start`), with the default MFA_REQUIRED=all: a
// clinician is sent to enrol a second factor at her first login and, once her login is older than the window, the
// enrolment asks for her password again in 'Confirme sua identidade' (cancel leaves the screen as it was; a wrong
// password is said in the dialog), then goes on by itself; an administrator with a factor gives her password and a
// code before acting on another administrator's account. E2E_SCREENSHOTS=/tmp/folder saves the dialog at 1366x900
// and 768x1024.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../src/server/db/client'
import { users } from '../../src/server/db/schema'
import { Authenticator } from '../kit/e2e/authenticator'
import type { E2EPage } from '../kit/e2e/browser'
import { e2eFixture } from '../kit/e2e/fixture'
import { screenshot } from '../kit/e2e/screenshots'
import { seedUser } from '../kit/e2e/users'

const CLARA = seedUser('CLINICIAN', 'Clara Fonoaudióloga', 'clara@clinica.example', 'Girassol-no-Jardim-44')
const ANA = seedUser('ADMIN', 'Ana Gestora', 'ana@clinica.example', 'Maracuja-Doce-2026')
const BIA = seedUser('ADMIN', 'Bia Coordenadora', 'bia@clinica.example', 'Pitanga-Azeda-2026')
/** Ana's authenticator key, written before the server starts: her enrolment is not what this test is about. */
const ANA_KEY = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
// A short window, so that the test can outlive a proof: the server's own check, waited out, not mocked.
const WINDOW_SECONDS = 5

// '' leaves MFA_REQUIRED at the server's default: every account must have a second factor.
const e2e = e2eFixture({
  users: [CLARA, ANA, BIA],
  env: { MFA_REQUIRED: '', REAUTH_WINDOW_SECONDS: String(WINDOW_SECONDS) },
  async prepare({ dataDir, databaseUrl }) {
    const database = await openDatabase({ dataDir, databaseUrl })
    try {
      await database.db
        .update(users)
        .set({ totpSecret: ANA_KEY, totpEnabledAt: new Date() })
        .where(eq(users.email, ANA.email))
    } finally {
      await database.close()
    }
  },
})

/** Lets the session's last proof of identity grow older than the window. */
const outliveProof = (page: E2EPage) => page.waitForTimeout(WINDOW_SECONDS * 1000 + 500)

const reauthDialog = (page: E2EPage) => page.getByRole('dialog', { name: 'Confirme sua identidade' })

describe('re-authentication', () => {
  it('enrolling a factor after the window asks for the password again, in a dialog', async () => {
    const page = await e2e.newPage()
    await page.goto(`${e2e.server.url}/login`)
    await page.getByLabel('Email').fill(CLARA.email)
    await page.getByLabel('Senha').fill(CLARA.password)
    await page.getByRole('button', { name: 'Entrar', exact: true }).click()
    // MFA_REQUIRED=all: a clinician too is sent to enrol first.
    await page.waitForURL(e2e.at('/minha-conta'))
    await page
      .getByText(
        'Esta conta precisa da verificação em duas etapas. Ative-a abaixo, com o aplicativo autenticador ou uma chave de acesso, para usar o sistema.',
      )
      .waitFor()
    const section = page.getByRole('region', { name: 'Verificação em duas etapas' })
    const start = section.getByRole('button', { name: 'Ativar verificação em duas etapas' })
    await outliveProof(page)

    // Asked, then cancelled: nothing started, the screen is as it was.
    page.expectFailedRequest(403, '/api/account/mfa/setup')
    await start.click()
    const dialog = reauthDialog(page)
    await dialog.getByText('Por segurança, esta ação pede de novo a sua senha.', { exact: true }).waitFor()
    await screenshot(page, 'confirme-sua-identidade')
    await dialog.getByRole('button', { name: 'Cancelar' }).click()
    await dialog.waitFor({ state: 'detached' })
    await start.waitFor()
    await section.getByRole('alert').waitFor({ state: 'detached' })

    // Asked again: a wrong password is said in the dialog, the right one goes on to the QR code.
    page.expectFailedRequest(403, '/api/account/mfa/setup')
    await start.click()
    page.expectFailedRequest(400, '/api/auth/reauthenticate')
    await dialog.getByLabel('Senha atual').fill('nao-e-a-senha')
    await dialog.getByRole('button', { name: 'Confirmar' }).click()
    await dialog.getByRole('alert').getByText('A senha atual não confere.', { exact: true }).waitFor()
    await screenshot(page, 'confirme-sua-identidade-senha-errada')
    await dialog.getByLabel('Senha atual').fill(CLARA.password)
    await dialog.getByRole('button', { name: 'Confirmar' }).click()
    await dialog.waitFor({ state: 'detached' })
    await section.getByRole('img', { name: 'Código QR para o aplicativo autenticador' }).waitFor()

    // The confirmation, once the proof is old again, asks too; the code typed is sent again after it.
    const app = await Authenticator.fromPage(page)
    await section.getByLabel('Código de verificação').fill(await app.nextCode())
    await outliveProof(page)
    page.expectFailedRequest(403, '/api/account/mfa/confirm')
    await section.getByRole('button', { name: 'Confirmar' }).click()
    await dialog.getByLabel('Senha atual').fill(CLARA.password)
    await dialog.getByRole('button', { name: 'Confirmar' }).click()
    await section.getByText('Verificação em duas etapas ativada.').waitFor()
  })

  it("acting on another administrator's account asks for the password and a code", async () => {
    const page = await e2e.newPage()
    const app = new Authenticator(ANA_KEY)
    await page.goto(`${e2e.server.url}/login`)
    await page.getByLabel('Email').fill(ANA.email)
    await page.getByLabel('Senha').fill(ANA.password)
    await page.getByRole('button', { name: 'Entrar', exact: true }).click()
    await page.getByLabel('Código de verificação').fill(await app.nextCode())
    await page.getByRole('button', { name: 'Verificar' }).click()
    await page.waitForURL(e2e.at('/'))
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('button', { name: 'Usuários', exact: true })
      .click()
    await page.waitForURL(e2e.at('/admin/usuarios'))
    await outliveProof(page)

    page.expectFailedRequest(403, '/reset-link')
    await page.getByRole('button', { name: `Ações para ${BIA.name}` }).click()
    await page.getByRole('menuitem', { name: 'Gerar link para nova senha' }).click()
    const dialog = reauthDialog(page)
    await dialog
      .getByText(
        'Por segurança, esta ação pede de novo a sua senha e um código do aplicativo autenticador (ou um código de ' +
          'recuperação).',
        { exact: true },
      )
      .waitFor()
    await dialog.getByLabel('Senha atual').fill(ANA.password)
    await dialog.getByLabel('Código de verificação').fill(await app.nextCode())
    await screenshot(page, 'confirme-sua-identidade-com-codigo')
    await dialog.getByRole('button', { name: 'Confirmar' }).click()
    const link = page.getByRole('dialog', { name: 'Link para nova senha' })
    expect(await link.getByLabel('Link de redefinição').inputValue()).toContain('/redefinir-senha#token=')
  })
})
