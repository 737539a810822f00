// Hostile text accepted by the API is shown as text, never run as markup: a patient and an evaluation full
// of <img onerror>, <script> and friends, opened in Debian's Chromium on the patient list, the patient's
// evaluations and the evaluation detail page, against the real server (`npm start`) and the built client.
import { beforeAll, describe, expect, it } from 'vitest'
import type { E2EPage } from '../kit/e2e/browser'
import { e2eFixture } from '../kit/e2e/fixture'
import { logIn } from '../kit/e2e/login'

const CLINICIAN = {
  name: 'Helena Hostil',
  email: 'helena.hostil@clinica.example.com',
  password: 'Fono-Teste-2026!',
}

const NAME = '<img src=x onerror="window.__pwned=1">Ana<script>window.__pwned=2</script>'
const FATHER = '<b onmouseover="window.__pwned=3">Pai</b> & <i>filho</i>'
const SIBLING = '<script>window.__pwned=4</script>Irmã'
const STREET = '<img src=x onerror="window.__pwned=5">Rua das Flores'
const COMPLAINT = '<svg onload="window.__pwned=6"></svg>Troca de sons\'; DROP TABLE evaluations; --'
const GESTATION_NOTE = '<iframe src="javascript:window.__pwned=7"></iframe>Gestação tranquila'
const LANGUAGE_NOTE =
  '<a href="javascript:window.__pwned=8">clique</a> {{constructor.constructor("window.__pwned=9")()}}'
const SLEEP_NOTE = '<style>body{display:none}</style><img src=x onerror=alert(1)>Dorme bem'

/** Every hostile string, each of which must appear on screen exactly as typed. */
const ALL = [NAME, FATHER, SIBLING, STREET, COMPLAINT, GESTATION_NOTE, LANGUAGE_NOTE, SLEEP_NOTE]

const e2e = e2eFixture({ users: [CLINICIAN] })
let page: E2EPage
let patientId = ''
let evaluationId = ''

const { at } = e2e
const main = () => page.getByRole('main')

/**
 * What the page made of the data: the flag the payloads set, elements and attributes they would have
 * created, and whether the hostile text is in the page as text and not as markup.
 */
const inspect = (texts: string[]) =>
  page.evaluate((hostile) => {
    const all = [...document.querySelectorAll('*')]
    return {
      pwned: (window as unknown as { __pwned?: unknown }).__pwned,
      alerts: (window as unknown as { __alerts?: number }).__alerts ?? 0,
      imagesNamedX: [...document.images].filter((img) => img.getAttribute('src') === 'x').length,
      scriptsFromData: [...document.scripts].filter((s) => s.textContent?.includes('__pwned')).length,
      iframes: document.querySelectorAll('iframe').length,
      styleFromData: [...document.querySelectorAll('style')].filter((s) =>
        s.textContent?.includes('body{display:none}'),
      ).length,
      handlers: all
        .filter((el) => [...el.attributes].some((a) => /^on/i.test(a.name)))
        .map((el) => el.outerHTML),
      javascriptLinks: all.filter((el) => /^javascript:/i.test(el.getAttribute('href') ?? '')).length,
      missingText: hostile.filter((text) => !document.body.textContent?.includes(text)),
      markup: hostile.filter((text) => document.body.innerHTML.includes(text) && /[<>]/.test(text)),
    }
  }, texts)

async function expectInert(texts: string[]) {
  // Give an injected <img src=x> time to fail and fire its onerror, had one been created.
  await page.waitForLoadState('networkidle')
  const found = await inspect(texts)
  expect(found).toEqual({
    pwned: undefined,
    alerts: 0,
    imagesNamedX: 0,
    scriptsFromData: 0,
    iframes: 0,
    styleFromData: 0,
    handlers: [],
    javascriptLinks: 0,
    missingText: [],
    markup: [],
  })
}

describe('hostile text is rendered as text', () => {
  beforeAll(async () => {
    const api = await e2e.signIn(CLINICIAN)
    const patient = {
      name: NAME,
      fatherName: FATHER,
      siblings: [{ name: SIBLING, age: 7 }],
      address: [{ street: STREET, city: 'Recife' }],
    }
    const created = await api.call('POST /patients', { body: patient })
    patientId = created.id
    // The API kept every byte.
    expect(created).toMatchObject(patient)
    const evaluation = await api.call('POST /evaluations', {
      body: {
        patientId,
        evaluationData: '2026-03-10',
        mainComplaint: COMPLAINT,
        gestation: { observations: GESTATION_NOTE },
        languageDevelopment: { observations: LANGUAGE_NOTE },
        sleep: { observations: SLEEP_NOTE },
      },
    })
    evaluationId = evaluation.id
    expect(evaluation).toMatchObject({ mainComplaint: COMPLAINT, sleep: { observations: SLEEP_NOTE } })

    page = await e2e.newPage()
    // Count alert() calls instead of letting a dialog block the page.
    await page.addInitScript(() => {
      const w = window as unknown as { __alerts: number }
      w.__alerts = 0
      window.alert = () => {
        w.__alerts++
      }
    })
    await logIn(e2e, page, CLINICIAN)
  })

  it('on the patient list (/pacientes/buscar)', async () => {
    await page.goto(`${e2e.server.url}/pacientes/buscar`)
    await page.waitForURL(at('/pacientes/buscar'))
    await page.locator('[aria-label="Pacientes"][aria-busy="false"]').waitFor()
    const row = page.getByRole('list', { name: 'Pacientes' }).getByRole('listitem')
    await row.getByText(NAME, { exact: true }).waitFor()
    expect(await row.locator('.MuiListItemText-primary').textContent()).toBe(NAME)
    await row.getByText(FATHER, { exact: false }).waitFor()
    // The name also labels the edit button, as plain text.
    await row.getByRole('button', { name: `Editar ${NAME}`, exact: true }).waitFor()
    await expectInert([NAME, FATHER])

    // Searching for the hostile text finds it, and the search box keeps it as typed (a reload too; never the URL).
    await page.getByLabel('Buscar pelo nome').fill('<script>window.__pwned')
    await expect
      .poll(() => page.evaluate(() => (history.state as { usr?: { q?: string } })?.usr?.q))
      .toBe('<script>window.__pwned')
    await page.reload()
    expect(await page.getByLabel('Buscar pelo nome').inputValue()).toBe('<script>window.__pwned')
    expect(page.url()).toBe(`${e2e.server.url}/pacientes/buscar`)
    await page.locator('[aria-label="Pacientes"][aria-busy="false"]').waitFor()
    await row.getByText(NAME, { exact: true }).waitFor()
    await expectInert([NAME])
  })

  it("on the patient's evaluations (/pacientes/{id}/avaliacoes)", async () => {
    await page.goto(`${e2e.server.url}/pacientes/${patientId}/avaliacoes`)
    await main()
      .getByRole('heading', { name: `Avaliações de ${NAME}`, exact: true })
      .waitFor()
    await main().getByText(`Queixa Principal: ${COMPLAINT}`, { exact: true }).waitFor()
    await expectInert([NAME, COMPLAINT])
  })

  it('on the evaluation detail page (/avaliacoes/{id})', async () => {
    await page.goto(`${e2e.server.url}/avaliacoes/${evaluationId}`)
    await main().getByRole('heading', { name: 'Detalhes da Avaliação' }).waitFor()
    await main().locator('section').first().waitFor()
    for (const text of [COMPLAINT, GESTATION_NOTE, LANGUAGE_NOTE, SLEEP_NOTE, FATHER])
      await main().getByText(text, { exact: true }).first().waitFor()
    await expectInert(ALL)
  })
})
