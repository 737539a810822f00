// 'Importar FHIR' on the 'Questionário' page: an ADMIN picks a FHIR file and reads what was imported, or why not.
import fs from 'node:fs'
import path from 'node:path'
import type { Bundle, Patient } from '@medplum/fhirtypes'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ApiClient } from '../kit/api-client'
import type { E2EPage } from '../kit/e2e/browser'
import { e2eFixture } from '../kit/e2e/fixture'
import { logIn } from '../kit/e2e/login'
import { tempFolders } from '../kit/temp'

const ADMIN = {
  name: 'Ana Importadora',
  email: 'ana.importa@clinica.example.com',
  password: 'Admin-Teste-2026!',
  role: 'ADMIN' as const,
}
const e2e = e2eFixture({ users: [ADMIN] })
const folder = tempFolders('fhir-import-e2e')
let page: E2EPage
let api: ApiClient

/** Another clinic's record: this server's export of a patient, renamed, its evaluations under new ids. */
async function foreignFile(): Promise<string> {
  const patient = await api.call('POST /patients', {
    body: { name: 'Clara Exportada', birthDate: '2021-05-06' },
  })
  await api.call('POST /evaluations', {
    body: { patientId: patient.id, evaluationData: '2026-03-01', mainComplaint: 'Troca de letras' },
  })
  const response = await fetch(`${e2e.server.url}/api/patients/${patient.id}/fhir`, {
    headers: { authorization: `Bearer ${api.token}` },
  })
  const bundle = (await response.json()) as Bundle
  for (const entry of bundle.entry!) {
    const resource = entry.resource!
    if (resource.resourceType === 'Patient') (resource as Patient).name = [{ text: 'Clara Importada' }]
    if (resource.resourceType === 'QuestionnaireResponse') delete resource.id
  }
  const file = path.join(folder(), 'clara.fhir.json')
  fs.writeFileSync(file, JSON.stringify(bundle))
  return file
}

describe("'Importar FHIR'", () => {
  beforeAll(async () => {
    api = await e2e.signIn(ADMIN)
    page = await e2e.newPage()
    await logIn(e2e, page, ADMIN)
  })

  it('imports a chosen file and says what it did; a bad file is refused in Portuguese', async () => {
    const file = await foreignFile()
    await page.goto(`${e2e.server.url}/admin/questionario`)
    const section = page.getByRole('region', { name: 'Importar FHIR' })
    await section.getByText('Escolher arquivo FHIR').waitFor()
    await section.locator('input[type=file]').setInputFiles(file)
    const done = section.getByRole('status')
    await done.getByText('Paciente criado: Clara Importada', { exact: false }).waitFor()
    expect(await done.textContent()).toContain('1 avaliação(ões) importada(s)')
    const list = await api.call('GET /patients', { query: { q: 'Clara Importada' } })
    expect(list.items.map((p) => p.name)).toEqual(['Clara Importada'])

    const bad = path.join(folder(), 'paciente.json')
    fs.writeFileSync(bad, JSON.stringify({ resourceType: 'Patient' }))
    page.expectFailedRequest(400, '/api/fhir/import')
    await section.locator('input[type=file]').setInputFiles(bad)
    await section
      .getByRole('alert')
      .getByText('Recurso FHIR "Patient" não pode ser importado', { exact: false })
      .waitFor()
  })
})
