// Chunks fetched when needed, end to end: the login page downloads no MUI; each wizard step's validator is a chunk of
// its own, fetched while the step before it is shown. A slow one shows a spinner where the step will be; one that cannot be fetched (the connection
// dropped, a new version deployed) shows a Portuguese error with a button that reloads the page, never a blank page.
import type { Route } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import wizard from '../../schemas/wizard.json'
import type { E2EPage } from '../kit/e2e/browser'
import { e2eFixture } from '../kit/e2e/fixture'
import { logIn } from '../kit/e2e/login'
import { screenshot } from '../kit/e2e/screenshots'
import { QUESTION, startingWith } from '../kit/e2e/questions'

const ANA = { name: 'Ana Fonoaudióloga', email: 'ana.fono@clinica.example.com', password: 'Fono-Teste-2026!' }
const LOAD_FAILED = /^Não foi possível carregar esta parte do aplicativo/

const e2e = e2eFixture({ users: [{ ...ANA, role: 'ADMIN' }] })
let page: E2EPage

const second = wizard.steps[1]!
/** The chunk of the second step's validator (gen:validators names the files after the sections). */
const secondValidator = new RegExp(`/assets/${second.section}-[\\w-]+\\.js$`)
const secondPath = `${wizard.basePath}/${second.slug}`

/** A fresh page (nothing fetched yet) with `route` in place, signed in, on the first step with its one required answer. */
async function onFirstStep(name: string, route: (route: Route) => Promise<void>) {
  page = await e2e.newPage()
  await page.route(secondValidator, route)
  await logIn(e2e, page, ANA)
  await page.goto(`${e2e.server.url}${wizard.basePath}`)
  await page.getByRole('textbox', { name: startingWith(QUESTION.patientName) }).fill(name)
}

describe('chunks fetched when needed', () => {
  afterEach(async () => {
    await page.context().close()
  })

  it('draws the login page without MUI, the form touched too: its first download carries none of it', async () => {
    page = await e2e.newPage()
    await page.goto(`${e2e.server.url}/login`)
    await page.getByLabel('Email').click()
    await page.waitForLoadState('networkidle')
    expect(await page.getByRole('button', { name: 'Entrar', exact: true }).isVisible()).toBe(true)
    // MUI draws through Emotion (style elements marked data-emotion) and names its classes Mui…
    expect(await page.locator('style[data-emotion], [class*="Mui"]').count()).toBe(0)
  })

  it("shows a spinner while the next step's validator is still on its way, then the step", async () => {
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    const slow = async (route: Route) => {
      await released
      await route.continue()
    }
    await onFirstStep('Lívia Carregamento', slow)

    await page.getByRole('button', { name: 'Avançar' }).click()
    await page.waitForURL(e2e.at(secondPath))
    await page.getByRole('progressbar', { name: 'Carregando a etapa…' }).waitFor()
    expect(await page.getByRole('button', { name: 'Avançar' }).isVisible()).toBe(false)
    await screenshot(page, 'etapa-carregando')

    release()
    await page.getByRole('button', { name: 'Avançar' }).waitFor()
    expect(await page.getByRole('progressbar', { name: 'Carregando a etapa…' }).count()).toBe(0)
  })

  it("says so in Portuguese, with 'Recarregar', when the next step's validator cannot be fetched", async () => {
    const fail = (route: Route) => route.abort('failed')
    await onFirstStep('Lívia Sem Rede', fail)

    await page.getByRole('button', { name: 'Avançar' }).click()
    await page.waitForURL(e2e.at(secondPath))
    const alert = page.getByRole('alert').filter({ hasText: LOAD_FAILED })
    await alert.waitFor()
    // The rest of the page (menu, stepper) stays.
    expect(await page.getByRole('navigation', { name: 'Menu principal' }).isVisible()).toBe(true)
    await screenshot(page, 'etapa-falha-ao-carregar')

    // The connection is back: 'Recarregar' reloads the page, and the step is there.
    await page.unroute(secondValidator, fail)
    await alert.getByRole('button', { name: 'Recarregar' }).click()
    await page.getByRole('button', { name: 'Avançar' }).waitFor()
    expect(await page.getByRole('alert').filter({ hasText: LOAD_FAILED }).count()).toBe(0)

    // The failed fetch and its report are what this test provoked.
    for (const problem of page.consoleErrors)
      if (
        problem.kind === 'console' &&
        /net::ERR_FAILED|Erro ao carregar parte do aplicativo|dynamically imported module|Failed to fetch/.test(
          problem.text,
        )
      )
        page.expectConsoleError(new RegExp(problem.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').slice(0, 80)))
  })
})
