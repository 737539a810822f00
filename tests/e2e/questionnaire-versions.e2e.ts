// An evaluation answered under an older questionnaire reads as it was written: its questions in that version's
// words, today's wording of each changed question on demand, and the export labelled the same way. The evaluation
// is made by the server of that time (the released 2026.11.1 files) on the data folder today's server then opens.
import { describe, expect, it } from 'vitest'
import { SERVER_BUNDLE } from '../../scripts/build-server'
import { startServer as startProcess } from '../../scripts/lib/server-process'
import { apiClient } from '../kit/api-client'
import { releaseFolder, releaseOf } from '../kit/questionnaire'
import { tempFolders } from '../kit/temp'
import wizard from '../../schemas/wizard.json'
import { e2eFixture } from '../kit/e2e/fixture'
import { logIn } from '../kit/e2e/login'
import { choose } from '../kit/e2e/choose'
import { exportFiles } from '../kit/export-file'

const CLINICIAN = {
  name: 'Rita Fono',
  email: 'rita.versoes@clinica.example.com',
  password: 'Fono-Teste-2026!',
}
const ADMIN = { name: 'Ana Admin', email: 'ana.versoes@clinica.example.com', password: 'Admin-Teste-2026!' }
const OLD = releaseOf('2026.11.1')
const oldTitle = (file: string, field: string) =>
  (OLD.files[`steps/${file}.schema.json`] as { properties: Record<string, { title: string }> }).properties[
    field
  ]!.title
const ECHOLALIA_THEN = oldTitle('07-desenvolvimento-linguagem', 'echolalia')
const CAREGIVER_THEN = oldTitle('01-dados-pessoais', 'caregiver')
const ECHOLALIA_NOW = 'Apresenta ecolalia imediata (repete logo em seguida o que acabou de ouvir)'
const folder = tempFolders('questionnaire-versions')
let oldEvaluation = ''
let patientId = ''

const e2e = e2eFixture({
  users: [
    { ...CLINICIAN, role: 'CLINICIAN' },
    { ...ADMIN, role: 'ADMIN' },
  ],
  async prepare({ dataDir, databaseUrl }) {
    const then = await startProcess({
      dataDir,
      databaseUrl,
      script: SERVER_BUNDLE,
      env: { QUESTIONNAIRE_DIR: releaseFolder(folder(), OLD), MFA_REQUIRED: 'none' },
    })
    try {
      const api = await apiClient(then.url).login(CLINICIAN.email, CLINICIAN.password)
      const patient = await api.call('POST /patients', { body: { name: 'Lia Antiga', caregiver: 'Avó' } })
      patientId = patient.id
      const evaluation = await api.call('POST /evaluations', {
        body: {
          patientId,
          evaluationData: '2026-11-10',
          languageDevelopment: { echolalia: true, sings: false },
        },
      })
      expect(evaluation.questionnaireVersion).toBe('2026.11.1')
      oldEvaluation = evaluation.id
    } finally {
      await then.stop()
    }
  },
})

async function signedIn(user: { email: string; password: string }) {
  const page = await e2e.newPage()
  await logIn(e2e, page, user)
  return page
}

describe('an evaluation answered under an older questionnaire', () => {
  it('shows its questions as they were asked, and today’s wording on demand', async () => {
    expect(ECHOLALIA_THEN).not.toBe(ECHOLALIA_NOW)
    const page = await signedIn(CLINICIAN)

    await page.goto(`${e2e.server.url}/avaliacoes/${oldEvaluation}`)
    const main = page.getByRole('main')
    await main.getByText('Respondida com a versão 2026.11.1 do questionário', { exact: false }).waitFor()
    const language = main.getByRole('region', { name: 'Desenvolvimento da Linguagem' })
    expect(await language.getByText(ECHOLALIA_THEN, { exact: true }).count()).toBe(1)
    expect(await language.getByText(ECHOLALIA_NOW, { exact: false }).count()).toBe(0)
    const general = main.getByRole('region', { name: 'Dados Gerais' })
    expect(await general.getByText(CAREGIVER_THEN, { exact: true }).count()).toBe(1)

    await main.getByLabel('Mostrar a redação atual das perguntas alteradas').check()
    expect(await language.getByText(`Redação atual: ${ECHOLALIA_NOW}`).count()).toBe(1)
    expect(
      await general.getByText('Redação atual: Quem cuida da criança quando os pais estão ausentes').count(),
    ).toBe(1)
    // A question worded the same says nothing more.
    expect(await language.getByText(/^Redação atual: Canta$/).count()).toBe(0)
    await page.close()
  })

  it('a new evaluation names today’s version and carries no notice', async () => {
    const api = await e2e.signIn(CLINICIAN)
    const fresh = await api.call('POST /evaluations', {
      body: { patientId, languageDevelopment: { echolalia: true } },
    })
    expect(fresh.questionnaireVersion).toBe(wizard.version)
    const page = await signedIn(CLINICIAN)
    await page.goto(`${e2e.server.url}/avaliacoes/${fresh.id}`)
    const language = page.getByRole('main').getByRole('region', { name: 'Desenvolvimento da Linguagem' })
    await language.getByText(ECHOLALIA_NOW, { exact: true }).waitFor()
    expect(await page.getByText('Respondida com a versão', { exact: false }).count()).toBe(0)
    await page.close()
  })

  it('the export labels each evaluation with its own version', async () => {
    const api = await e2e.signIn(CLINICIAN)
    const exported = exportFiles(
      await api.call('GET /patients/:id/export', { params: { id: patientId } }),
    ).document
    const label = (evaluationId: string) =>
      exported.evaluations
        .find((e) => e.id === evaluationId)!
        .sections.find((s) => s.key === 'languageDevelopment')!
        .answers.find((a) => a.field === 'echolalia')!.label
    expect(label(oldEvaluation)).toBe(ECHOLALIA_THEN)
    const fresh = exported.evaluations.find((e) => e.id !== oldEvaluation)!
    expect(label(fresh.id)).toBe(ECHOLALIA_NOW)
  })
})

describe("the 'Questionário' page", () => {
  it('lists every version with what changed, shows any step of any version, and compares two', async () => {
    const page = await signedIn(ADMIN)
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('button', { name: 'Questionário', exact: true })
      .click()
    await page.waitForURL(e2e.at('/admin/questionario'))
    const versions = page.getByRole('table', { name: 'Versões do questionário' })
    await versions.waitFor()
    const rows = versions.getByRole('row')
    expect(await rows.nth(1).getByRole('cell').first().textContent()).toBe('2026.11.1')
    expect(await rows.nth(2).getByRole('cell').first().textContent()).toBe(wizard.version)
    // What changed since 2026.11.1, each kind with its count, wordings first (a release may add questions too).
    expect(await rows.nth(2).getByRole('cell').nth(2).textContent()).toMatch(
      /^redação: \d+( · [a-zçãõéê ]+: \d+)*$/,
    )

    // Today's step 7, then the same step as version 2026.11.1 asked it.
    const preview = page.getByRole('region', { name: 'Etapas da versão' })
    await choose(preview.getByRole('combobox', { name: 'Etapa' }), '7. Desenvolvimento da Linguagem')
    await preview.getByText(ECHOLALIA_NOW, { exact: true }).waitFor()
    await rows.nth(1).getByRole('button', { name: 'Ver etapas' }).click()
    await preview.getByText('Versão 2026.11.1: as etapas como o clínico as vê').waitFor()
    await preview.getByText(ECHOLALIA_THEN, { exact: true }).waitFor()
    expect(await preview.getByText(ECHOLALIA_NOW, { exact: true }).count()).toBe(0)

    // Side by side, the changed words highlighted.
    const compare = page.getByRole('table', {
      name: `Diferenças entre as versões 2026.11.1 e ${wizard.version}`,
    })
    const echolalia = compare.getByRole('row').filter({ hasText: 'echolalia' })
    expect(await echolalia.locator('mark').allTextContents()).toEqual(
      expect.arrayContaining(['imediata', 'logo', 'em', 'seguida']),
    )
    await page.close()
  })
})
