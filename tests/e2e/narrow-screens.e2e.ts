// Issue 17, point 3: tablets and narrow windows. At 768×1024 the menu is a drawer behind 'Abrir menu', the wizard
// names its step ('Passo 6 de 13') and no screen scrolls sideways; at 1366×900 the menu stays where it was.
// E2E_SCREENSHOTS=/tmp/somewhere saves a screenshot of every screen visited, at the size it was checked at.
import { beforeAll, describe, expect, it } from 'vitest'
import wizard from '../../schemas/wizard.json'
import type { E2EPage } from '../kit/e2e/browser'
import { e2eFixture } from '../kit/e2e/fixture'
import { screenshotAsIs } from '../kit/e2e/screenshots'
import { QUESTION } from '../kit/e2e/questions'
import { choose } from '../kit/e2e/choose'

const ADMIN = { name: 'Rita Tablet', email: 'rita.tablet@clinica.example.com', password: 'Fono-Teste-2026!' }
const CHILD = { name: 'Lucas Tablet Andrade', birthDate: '2021-05-09', fatherName: 'Marcos Andrade' }
const TABLET = { width: 768, height: 1024 }
const DESKTOP = { width: 1366, height: 900 }
const TOTAL = wizard.steps.length

const e2e = e2eFixture({ users: [{ ...ADMIN, role: 'ADMIN' }] })
let page: E2EPage
let patientId = ''
let evaluationId = ''

const menu = () => page.getByRole('navigation', { name: 'Menu principal' })
const menuButton = () => page.getByRole('button', { name: 'Abrir menu' })
const title = () => page.getByRole('banner').getByRole('heading', { level: 1 })
const main = () => page.getByRole('main')

/** The page is drawn once its top bar names it and nothing is loading; then it must not scroll sideways. */
async function expectFits(screen: string, heading?: string) {
  if (heading) await expect.poll(() => title().textContent()).toBe(heading)
  await page.waitForFunction(() => !document.querySelector('[role="progressbar"]:not([aria-valuenow])'))
  await screenshotAsIs(page, screen)
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  expect(scrollWidth, `${screen} scrolls sideways`).toBeLessThanOrEqual(innerWidth)
}

/** The wide stepper's labels whose text runs out of their own column (into the next one's), by text. */
const labelsOutOfColumn = () =>
  page.evaluate(() =>
    [...document.querySelectorAll('main .MuiStepLabel-label')].flatMap((label) => {
      const range = document.createRange()
      range.selectNodeContents(label)
      const box = label.getBoundingClientRect()
      const text = [...range.getClientRects()]
      const out = text.some((r) => r.left < box.left - 0.5 || r.right > box.right + 0.5)
      return out ? [label.textContent ?? ''] : []
    }),
  )

async function logIn() {
  await page.goto(`${e2e.server.url}/login`)
  await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor()
  await expectFits('login')
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Senha').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/')
}

/** Opens the drawer, chooses `entry`, and checks the drawer closed on the way. */
async function go(entry: string, pathname: string) {
  await menuButton().click()
  await menu().getByRole('button', { name: entry }).click()
  await page.waitForURL((url) => url.pathname === pathname)
  await menu().waitFor({ state: 'detached' })
}

describe('tablets and narrow windows', () => {
  beforeAll(async () => {
    const api = await e2e.signIn(ADMIN)
    patientId = (await api.call('POST /patients', { body: CHILD })).id
    const body = { patientId, evaluationData: '2026-11-23', mainComplaint: 'Troca de sons na fala' }
    evaluationId = (await api.call('POST /evaluations', { body })).id
  })

  it('at 768×1024: a drawer behind the menu button, the step by name, nothing scrolls sideways', async () => {
    page = await e2e.newPage({ viewport: TABLET })
    await logIn()
    // No permanent menu: the button opens it, a choice closes it.
    expect(await menu().count()).toBe(0)
    await expectFits('inicio', 'Início')
    await go('Consultar Paciente', '/pacientes/buscar')
    await main().getByText(CHILD.name).waitFor()
    await expectFits('pacientes', 'Buscar Paciente')

    await go('Cadastrar Paciente', wizard.basePath)
    for (let index = 0; index < TOTAL; index++) {
      const step = wizard.steps[index]!
      const stepper = main().getByRole('navigation', { name: 'Etapas do cadastro' })
      await stepper.getByText(`Passo ${index + 1} de ${TOTAL}`, { exact: true }).waitFor()
      await stepper.getByText(step.title, { exact: true }).waitFor()
      await expectFits(`passo-${index + 1}`, step.title)
      if (index === 5) {
        // Back to an earlier step from the list, and forward again.
        await choose(
          stepper.getByRole('combobox', { name: 'Ir para o passo' }),
          `2. ${wizard.steps[1]!.title}`,
        )
        await stepper.getByText(`Passo 2 de ${TOTAL}`, { exact: true }).waitFor()
        expect(new URL(page.url()).pathname).toBe(`${wizard.basePath}/${wizard.steps[1]!.slug}`)
        await page.goBack()
        await stepper.getByText(`Passo 6 de ${TOTAL}`, { exact: true }).waitFor()
      }
      if (index === 0) await main().getByLabel(QUESTION.patientName).fill('Criança Rascunho')
      await page.getByRole('button', { name: 'Avançar' }).click()
    }
    await main().getByRole('button', { name: 'Enviar' }).waitFor()
    await expectFits('revisao', 'Revisão')

    for (const [screen, url] of [
      ['avaliacoes', `/pacientes/${patientId}/avaliacoes`],
      ['detalhe', `/avaliacoes/${evaluationId}`],
    ] as const) {
      await page.goto(`${e2e.server.url}${url}`)
      await main().getByText(CHILD.name).first().waitFor()
      await expectFits(screen)
    }
    await page.goto(`${e2e.server.url}/pacientes/${patientId}/editar`)
    await main().getByRole('button', { name: 'Salvar Alterações' }).first().waitFor()
    await expectFits('editar', 'Editar Paciente')
    await go('Auditoria', '/admin/auditoria')
    await page.getByRole('table', { name: 'Registros de auditoria' }).waitFor()
    await expectFits('auditoria', 'Auditoria')
    await go('Usuários', '/admin/usuarios')
    await main().getByText(ADMIN.email).first().waitFor()
    await expectFits('usuarios', 'Usuários')
    await go('Minha conta', '/minha-conta')
    await expectFits('minha-conta', 'Minha conta')
  })

  it('at 1366×900: the permanent menu and the full stepper, as before', async () => {
    page = await e2e.newPage({ viewport: DESKTOP })
    await logIn()
    await menu().waitFor()
    expect(await menuButton().count()).toBe(0)
    await expectFits('inicio', 'Início')
    await menu().getByRole('button', { name: 'Cadastrar Paciente' }).click()
    await page.waitForURL((url) => url.pathname === wizard.basePath)
    await main().getByRole('button', { name: 'Avançar' }).waitFor()
    expect(await main().getByText(`Passo 1 de ${TOTAL}`).count()).toBe(0)
    for (const step of wizard.steps) await main().getByText(step.title, { exact: true }).first().waitFor()
    expect(await labelsOutOfColumn()).toEqual([])
    // Narrower, down to 900 px: only the current step's label is shown, the others are still the tabs' names.
    await page.setViewportSize({ width: 1024, height: 768 })
    await main().locator('[aria-label="Etapas do cadastro"]').waitFor()
    const shown = () =>
      main()
        .locator('.MuiStepLabel-label')
        .evaluateAll((all) =>
          all.filter((l) => l.getBoundingClientRect().width > 1).map((l) => l.textContent),
        )
    await expect.poll(shown).toEqual([wizard.steps[0]!.title])
    await expectFits('passo-1-1024')
    await page.setViewportSize(DESKTOP)
    await expectFits('passo-1', wizard.steps[0]!.title)
    await page.goto(`${e2e.server.url}/avaliacoes/${evaluationId}`)
    await main().getByText('23/11/2026').first().waitFor()
    await expectFits('detalhe')
    await menu().getByRole('button', { name: 'Auditoria' }).click()
    await page.getByRole('table', { name: 'Registros de auditoria' }).waitFor()
    await expectFits('auditoria', 'Auditoria')
  })
})
