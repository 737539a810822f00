// The compact print of an evaluation (issue 17): printed to PDF by Chromium as the clinician's browser prints it,
// a complete evaluation fits in 6 A4 pages and one of twenty answers in 2, each page headed with the patient's name
// and the date and numbered 'Página X de Y', with who recorded it and a line to sign. The page shows the switch
// 'Mostrar só as respondidas' and 'Registrada por' too.
import { beforeAll, describe, expect, it } from 'vitest'
import { answerEvaluation, fixedAnswers, type Sections } from '../kit/answers'
import type { E2EPage } from '../kit/e2e/browser'
import { BROWSER_TIME_ZONE } from '../kit/e2e/dates'
import { e2eFixture } from '../kit/e2e/fixture'
import { logIn } from '../kit/e2e/login'
import { pdfPages } from '../kit/e2e/pdf'
import { FULL_ADDRESS } from '../kit/fixtures'

const ANA = { name: 'Ana Souza', email: 'ana.souza@clinica.example.com', password: 'Fono-Teste-2026!' }
const BEATRIZ = {
  name: 'Beatriz Conceição Araújo',
  birthDate: '2021-04-12',
  fatherName: 'Otávio Araújo',
  fatherCareer: 'Eletricista',
  motherName: 'Lúcia Conceição',
  motherCareer: 'Professora',
  phone: '(11) 98765-4321',
  school: 'Escola Municipal Aurora',
  livesWith: 'Pais e avó',
  caregiver: 'Avó materna',
  medications: 'Nenhuma',
  siblings: [{ name: 'Caio Araújo', age: 8 }],
  address: [FULL_ADDRESS],
}
const CAIO = { name: 'Caio Mendonça', birthDate: '2020-09-01' }

/** `count` answers of `all`, taken in turn from each section (a section title for most of them). */
function someAnswers(all: Sections, count: number): Sections {
  const queues = Object.entries(all).map(([section, answers]) => [section, Object.entries(answers)] as const)
  const picked: Sections = {}
  for (let taken = 0; taken < count;)
    for (const [section, answers] of queues) {
      const next = answers.shift()
      if (!next || taken === count) continue
      picked[section] = { ...picked[section], [next[0]]: next[1] }
      taken++
    }
  return picked
}
/** An instant as the browser (in BROWSER_TIME_ZONE) says it: 'dd/mm/aaaa às hh:mm'. */
const browserClock = new Intl.DateTimeFormat('pt-BR', {
  timeZone: BROWSER_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
})
const dateTime = (iso: string) => browserClock.format(new Date(iso)).replace(', ', ' às ')
const answerCount = (sections: Sections) =>
  Object.values(sections).reduce((n, answers) => n + Object.keys(answers).length, 0)

const e2e = e2eFixture({ users: [{ ...ANA, role: 'CLINICIAN' }] })
let page: E2EPage
const made = { complete: { id: '', createdAt: '' }, twenty: { id: '', createdAt: '' } }

/** The detail page of an evaluation, printed to an A4 PDF: the text of each page. */
async function printed(id: string): Promise<string[]> {
  await page.goto(`${e2e.server.url}/avaliacoes/${id}`)
  await page.getByRole('main').locator('section').first().waitFor()
  const pages = pdfPages(await page.pdf({ format: 'A4' }))
  return pages.map((text) => text.replace(/\s+/g, ' '))
}

describe('the print of an evaluation', () => {
  beforeAll(async () => {
    const api = await e2e.signIn(ANA)
    const all = answerEvaluation(fixedAnswers())
    const twenty = someAnswers(all, 20)
    expect(answerCount(twenty)).toBe(20)
    const beatriz = (await api.call('POST /patients', { body: BEATRIZ })).id
    const caio = (await api.call('POST /patients', { body: CAIO })).id
    const common = { evaluationData: '2026-11-23', mainComplaint: 'Troca de sons na fala' }
    made.complete = await api.call('POST /evaluations', { body: { patientId: beatriz, ...common, ...all } })
    made.twenty = await api.call('POST /evaluations', { body: { patientId: caio, ...common, ...twenty } })

    page = await e2e.newPage()
    await logIn(e2e, page, ANA)
  })

  it('prints a complete evaluation in at most 6 pages, each headed and numbered', async () => {
    const pages = await printed(made.complete.id)
    console.info(`complete evaluation: ${pages.length} pages`)
    expect(pages.length).toBeLessThanOrEqual(6)
    pages.forEach((text, i) => {
      expect(text).toContain(BEATRIZ.name)
      expect(text).toContain('Avaliação de 23/11/2026')
      expect(text).toContain(`Página ${i + 1} de ${pages.length}`)
    })
    const all = pages.join(' ')
    expect(all).toContain(`Registrada por ${ANA.name} em ${dateTime(made.complete.createdAt)}`)
    expect(all).toContain(`${ANA.name} · Assinatura e carimbo`)
    expect(all).not.toContain('ocultada')
  })

  it('prints one of twenty answers in at most 2 pages, the unanswered questions left out and counted', async () => {
    const pages = await printed(made.twenty.id)
    console.info(`twenty answers: ${pages.length} pages`)
    expect(pages.length).toBeLessThanOrEqual(2)
    expect(pages[0]).toContain(CAIO.name)
    expect(pages[0]).toContain(`Página 1 de ${pages.length}`)
    const all = pages.join(' ')
    expect(all).toContain(`Registrada por ${ANA.name}`)
    expect(all).toMatch(/\d+ perguntas sem resposta ocultadas/)
    expect(all).not.toContain('N/D')
  })

  it("shows the switch 'Mostrar só as respondidas', a link back, the hidden count and who recorded it on the screen", async () => {
    await page.goto(`${e2e.server.url}/avaliacoes/${made.twenty.id}`)
    const main = page.getByRole('main')
    const recorded = `Registrada por ${ANA.name} em ${dateTime(made.twenty.createdAt)}`
    await main.getByText(recorded, { exact: true }).waitFor()
    // A way back to the patient's evaluations.
    const back = main.getByRole('link', { name: /^‹ Avaliações de / })
    expect(new URL((await back.getAttribute('href'))!, e2e.server.url).pathname).toMatch(
      /^\/pacientes\/[0-9a-f-]{36}\/avaliacoes$/,
    )
    const only = main.getByRole('switch', { name: 'Mostrar só as respondidas' })
    await only.waitFor()
    // Off on the screen until chosen: every question shows, and the note is not there.
    expect(await only.isChecked()).toBe(false)
    const untouched = 'Na tela, todas as perguntas; na impressão, só as respondidas.'
    await main.getByText(untouched, { exact: true }).waitFor()
    const note = main.getByText(/^\d+ perguntas sem resposta ocultadas$/)
    expect(await note.isVisible()).toBe(false)
    const shown = () => main.locator('.detail-field:visible').count()
    const everyQuestion = await shown()

    await only.check()
    await note.waitFor()
    const hidden = Number((await note.textContent())!.split(' ')[0])
    expect(hidden).toBeGreaterThan(100)
    expect(await shown()).toBe(everyQuestion - hidden)

    // Turned off by hand, it stays off for printing: the PDF then lists every question.
    await only.uncheck()
    await main.getByText(untouched).waitFor({ state: 'detached' })
    await main.getByText('Vale para a tela e para a impressão.').waitFor()
    const every = pdfPages(await page.pdf({ format: 'A4' })).join(' ')
    expect(every).toContain('N/D')
    expect(every).not.toContain('ocultadas')
  })
})
