// The authenticator app of a browser test: the key read from the enrolment page, and a code for each login.
import { Secret, TOTP } from 'otpauth'
import type { E2EPage } from './browser'

const PERIOD_MS = 30_000

export class Authenticator {
  private readonly totp: TOTP
  private lastStep = -Infinity

  constructor(secret: string) {
    this.totp = new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, '')) })
  }

  /** The key as the enrolment page shows it (groups of four). */
  static async fromPage(page: E2EPage) {
    return new Authenticator(await page.getByTestId('mfa-secret').innerText())
  }

  /**
   * A code the server has not seen yet: it takes each time step once, and accepts the next step (clock drift). A
   * third login within one 30 s step waits for the next one.
   */
  async nextCode(): Promise<string> {
    for (;;) {
      const now = Math.floor(Date.now() / PERIOD_MS)
      const step = Math.max(this.lastStep + 1, now)
      if (step <= now + 1) {
        this.lastStep = step
        return this.totp.generate({ timestamp: step * PERIOD_MS })
      }
      await new Promise((resolve) => setTimeout(resolve, (now + 1) * PERIOD_MS - Date.now() + 100))
    }
  }
}

/**
 * Turns the second factor on from 'Minha conta' (already open): answers the app and the ten recovery codes. With
 * `copy`, 'Copiar códigos' is clicked and the clipboard must hold the ten codes, one per line.
 */
export async function enrolSecondFactor(page: E2EPage, options: { copy?: boolean } = {}) {
  const section = page.getByRole('region', { name: 'Verificação em duas etapas' })
  await section.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click()
  await section.getByRole('img', { name: 'Código QR para o aplicativo autenticador' }).waitFor()
  // The instructions, as the clinician reads them beside the code and the key.
  for (const line of [
    '1. No aplicativo autenticador, adicione uma conta lendo o código QR abaixo.',
    'Se não puder ler o código QR, digite esta chave no aplicativo:',
    '2. Digite o código de 6 dígitos que o aplicativo mostra agora.',
  ])
    await section.getByText(line, { exact: true }).waitFor()
  const app = await Authenticator.fromPage(page)
  await section.getByLabel('Código de verificação').fill(await app.nextCode())
  await section.getByRole('button', { name: 'Confirmar' }).click()
  await section.getByText('Verificação em duas etapas ativada.').waitFor()
  const codes = await section
    .getByRole('list', { name: 'Códigos de recuperação' })
    .getByRole('listitem')
    .allInnerTexts()
  await section
    .getByText(
      'Guarde estes códigos de recuperação em lugar seguro: eles não serão mostrados de novo. Cada um permite ' +
        'entrar uma única vez sem o celular.',
      { exact: true },
    )
    .waitFor()
  if (options.copy) {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await section.getByRole('button', { name: 'Copiar códigos' }).click()
    await section.getByRole('button', { name: 'Copiados!' }).waitFor()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    if (copied !== codes.join('\n')) throw new Error(`copied ${JSON.stringify(copied)}, not the ten codes`)
  }
  await section.getByRole('button', { name: 'Já guardei os códigos' }).click()
  await section.getByText(/^Ativa desde /).waitFor()
  return { app, codes }
}
