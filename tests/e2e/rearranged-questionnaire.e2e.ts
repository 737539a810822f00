// The generic engine in the browser: the app built and started on a rearranged copy of schemas/ (a new step after
// Sono asking a new question and one moved there from Sono; the phone moved from the first patient step to the
// second), with no code changed. The wizard asks each question where the copy puts it, the submit stores it there,
// and the detail page shows the new step and the moved questions.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { WizardFile } from '../../src/shared/questionnaire/types'
import { REARRANGED, rearrangedQuestionnaire } from '../kit/rearranged-questionnaire'
import { tempFolders } from '../kit/temp'
import type { E2EPage } from '../kit/e2e/browser'
import { e2eFixture } from '../kit/e2e/fixture'
import { REPO_ROOT } from '../kit/e2e/server'
import { logIn } from '../kit/e2e/login'
import { QUESTION, startingWith } from '../kit/e2e/questions'

const CLINICIAN = {
  name: 'Rita Fono',
  email: 'rita.rearranjo@clinica.example.com',
  password: 'Fono-Teste-2026!',
}
const NAME = 'Otávio Rearranjado'
const PHONE = { typed: '11912345678', shown: '(11) 91234-5678' }
const PHONE_LABEL = QUESTION.phone
const { step, movedToStep } = REARRANGED
// Built under dist/ (ignored by git, ESLint and Prettier), beside the app's own build.
const BUILD = path.join(REPO_ROOT, 'dist/e2e-rearranged')

// The client carries its questionnaire from the build: it is built from the copy, as `npm run build` builds it.
const env: Record<string, string> = {}
const folder = tempFolders('rearranged-questionnaire')
beforeAll(() => {
  const dir = rearrangedQuestionnaire(folder())
  const buildEnv = { ...process.env, QUESTIONNAIRE_DIR: dir, VALIDATORS_DIR: path.join(BUILD, 'validators') }
  const run = (args: string[]) =>
    execFileSync(process.execPath, args, { cwd: REPO_ROOT, env: buildEnv, stdio: 'pipe' })
  run(['--import', 'tsx', 'scripts/gen-types.ts', '--validators'])
  run([
    'node_modules/vite/bin/vite.js',
    'build',
    '--outDir',
    path.join(BUILD, 'client'),
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ])
  Object.assign(env, { QUESTIONNAIRE_DIR: dir, CLIENT_DIR: path.join(BUILD, 'client') })
}, 300_000)

const e2e = e2eFixture({ users: [{ ...CLINICIAN, role: 'CLINICIAN' }], env })
let page: E2EPage

const topBarTitle = () => page.getByRole('banner').getByRole('heading', { level: 1 })
const main = () => page.getByRole('main')
const radio = (group: string, option: string) =>
  page.getByRole('radiogroup', { name: group, exact: true }).getByRole('radio', { name: option, exact: true })

/** Waits for the step titled `title`, then 'Avançar' (after `fill`) to the next. */
async function onStep(title: string, fill: () => Promise<void> = async () => {}) {
  await expect.poll(() => topBarTitle().textContent()).toBe(title)
  await fill()
  await page.getByRole('button', { name: 'Avançar' }).click()
}

/** Every section of the detail page: its heading and its label/answer pairs. */
const detailContent = () =>
  page.evaluate(() =>
    [...document.querySelectorAll('main section')].map((section) => ({
      title: section.querySelector('h2')?.textContent ?? '',
      fields: Object.fromEntries(
        [...section.querySelectorAll('.detail-field')].map((field) => [
          field.querySelector('dt')?.textContent ?? '',
          field.querySelector('dd')?.textContent ?? '',
        ]),
      ),
    })),
  )

describe('a rearranged questionnaire, with no code changed', () => {
  beforeAll(async () => {
    page = await e2e.newPage()
  })

  it('asks each question where the copy puts it, stores it there and shows it there', async () => {
    await logIn(e2e, page, CLINICIAN)
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('button', { name: 'Cadastrar Paciente' })
      .click()

    await onStep('Dados Pessoais', async () => {
      await main()
        .getByRole('textbox', { name: startingWith(QUESTION.patientName) })
        .fill(NAME)
      expect(await main().getByRole('textbox', { name: PHONE_LABEL }).count()).toBe(0)
    })
    await onStep('Endereço', () => main().getByRole('textbox', { name: PHONE_LABEL }).fill(PHONE.typed))
    await onStep('Gravidez')
    await onStep('Nutrição')
    await onStep('Sono', async () => {
      expect(await page.getByRole('radiogroup', { name: movedToStep.title }).count()).toBe(0)
    })
    await onStep(step.title, async () => {
      await radio(step.question.title, 'Sim').check()
      await radio(movedToStep.title, 'Não').check()
    })
    // The other steps as they are, then the review.
    const wizard = JSON.parse(
      fs.readFileSync(path.join(env.QUESTIONNAIRE_DIR!, 'wizard.json'), 'utf8'),
    ) as WizardFile
    const after = wizard.steps.findIndex((s) => s.title === step.title) + 1
    for (const { title } of wizard.steps.slice(after)) await onStep(title)
    await page.getByRole('button', { name: 'Enviar' }).click()
    await page.waitForURL(e2e.at('/pacientes/buscar'))

    const api = await e2e.signIn(CLINICIAN)
    const [found] = (await api.call('GET /patients', { query: { q: NAME } })).items
    expect(found).toBeDefined()
    const [summary] = await api.call('GET /evaluations', { query: { patientId: found!.id } })
    const record = await api.call('GET /evaluations/:id', { params: { id: summary!.id } })
    // The copy's new section is none of the generated types': read it as the data it is.
    const evaluation = record as unknown as Record<string, unknown>
    expect(evaluation).toMatchObject({
      questionnaireVersion: REARRANGED.version,
      patient: { name: NAME, phone: PHONE.shown },
      [step.section]: { [step.question.field]: true, [movedToStep.field]: false },
    })
    expect(evaluation[movedToStep.from]).not.toHaveProperty(movedToStep.field)

    await page.goto(`${e2e.server.url}/avaliacoes/${summary!.id}`)
    await main().getByRole('heading', { name: 'Detalhes da Avaliação' }).waitFor()
    await main().locator('section').first().waitFor()
    const sections = await detailContent()
    const titles = sections.map((s) => s.title)
    expect(titles.indexOf(step.title)).toBe(titles.indexOf('Sono') + 1)
    const section = (title: string) => sections.find((s) => s.title === title)!.fields
    expect(section(step.title)).toMatchObject({ [step.question.title]: 'Sim', [movedToStep.title]: 'Não' })
    expect(section('Sono')).not.toHaveProperty(movedToStep.title)
    expect(section('Dados Gerais')).toMatchObject({
      [QUESTION.patientName]: NAME,
      [PHONE_LABEL]: PHONE.shown,
    })
  })
})
