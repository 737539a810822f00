// Issue 17, point 2: dates are typed and shown as dd/mm/aaaa whatever the browser's language, and stored as ISO.
// The browser here is an English one (Chromium's --lang and the context's locale both en-US), in which a native
// date input would read mm/dd/yyyy.
import { describe, expect, it } from 'vitest'
import type { E2EPage } from '../kit/e2e/browser'
import { brDate, browserToday, typeDate } from '../kit/e2e/dates'
import { e2eFixture } from '../kit/e2e/fixture'
import { QUESTION } from '../kit/e2e/questions'

const ANA = { name: 'Ana Datas', email: 'ana.datas@clinica.example.com', password: 'Fono-Teste-2026!' }
const CHILD = 'Paula Datas Moreira'
const PROMPT = `informe uma data válida, como ${brDate(browserToday())}.`

const e2e = e2eFixture({ users: [{ ...ANA, role: 'ADMIN' }], browserArgs: ['--lang=en-US'] })
let page: E2EPage

const main = () => page.getByRole('main')
const menu = () => page.getByRole('navigation', { name: 'Menu principal' })
const field = (label: string) => main().getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) })

describe('dates in an English browser', () => {
  it('are typed as dd/mm/aaaa, stored as ISO and shown as dd/mm/aaaa', async () => {
    page = await e2e.newPage({ locale: 'en-US' })
    await page.goto(`${e2e.server.url}/login`)
    // The browser really is an English one: its own dates read month first.
    expect(await page.evaluate(() => navigator.language)).toBe('en-US')
    expect(await page.evaluate(() => new Date(2026, 10, 23).toLocaleDateString())).toBe('11/23/2026')

    await page.getByLabel('Email').fill(ANA.email)
    await page.getByLabel('Senha').fill(ANA.password)
    await page.getByRole('button', { name: 'Entrar', exact: true }).click()
    await menu().getByRole('button', { name: 'Cadastrar Paciente' }).click()

    const evaluationDate = field(QUESTION.evaluationDate)
    const birthDate = field(QUESTION.birthDate)
    await birthDate.waitFor()
    expect(await birthDate.getAttribute('placeholder')).toBe('dd/mm/aaaa')
    expect(await birthDate.inputValue()).toBe('')
    expect(await evaluationDate.inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
    await field(QUESTION.patientName).fill(CHILD)

    // Half typed: kept as typed when the field is left, with what to type under it; the step refuses it.
    await birthDate.pressSequentially('1503')
    await birthDate.press('Tab')
    expect(await birthDate.inputValue()).toBe('15/03')
    await main()
      .getByText(`I${PROMPT.slice(1)}`)
      .waitFor()
    await page.getByRole('button', { name: 'Avançar' }).click()
    await main()
      .getByRole('link', { name: `${QUESTION.birthDate}: ${PROMPT}` })
      .waitFor()
    expect(await birthDate.inputValue()).toBe('15/03')
    // An impossible day is refused the same way.
    await typeDate(birthDate, '2020-02-31')
    expect(await birthDate.inputValue()).toBe('31/02/2020')
    await page.getByRole('button', { name: 'Avançar' }).click()
    await main()
      .getByRole('link', { name: `${QUESTION.birthDate}: ${PROMPT}` })
      .waitFor()

    await typeDate(birthDate, '2020-03-15')
    await typeDate(evaluationDate, '2026-11-23')
    expect(await evaluationDate.inputValue()).toBe('23/11/2026')
    expect(await field(QUESTION.age).inputValue()).toMatch(/^\d+ anos/)

    // The draft on the server holds ISO dates.
    const api = await e2e.signIn(ANA)
    await expect
      .poll(async () => {
        const [draft] = await api.call('GET /drafts')
        if (!draft) return undefined
        const { content } = await api.call('GET /drafts/:id', { params: { id: draft.id } })
        const personal = content.sections.personalData
        return [personal?.evaluationData, personal?.birthDate]
      })
      .toEqual(['2026-11-23', '2020-03-15'])

    // Sent as it is (nothing else is required), the evaluation is stored with the ISO date.
    while (!new URL(page.url()).pathname.endsWith('/revisao')) {
      const at = page.url()
      await page.getByRole('button', { name: 'Avançar' }).click()
      await page.waitForURL((url) => url.href !== at)
    }
    await page.getByRole('button', { name: 'Enviar' }).click()
    await page.getByText('Formulário enviado com sucesso!').waitFor()
    const found = await api.call('GET /patients', { query: { q: CHILD } })
    const patient = found.items.find((item) => item.name === CHILD)!
    expect((await api.call('GET /patients/:id', { params: { id: patient.id } })).birthDate).toBe('2020-03-15')
    const [evaluation] = await api.call('GET /patients/:id/evaluations', { params: { id: patient.id } })
    expect(evaluation!.evaluationData).toBe('2026-11-23')

    // The detail page reads it as dd/mm/aaaa.
    await page.goto(`${e2e.server.url}/avaliacoes/${evaluation!.id}`)
    await main().getByText(brDate('2026-11-23')).first().waitFor()
    await main().getByText(brDate('2020-03-15')).first().waitFor()
    expect(await main().getByText('11/23/2026').count()).toBe(0)
  })

  it('filters the audit trail by dates typed as dd/mm/aaaa, and shows its times day first', async () => {
    await page.goto(`${e2e.server.url}/admin/auditoria`)
    const table = page.getByRole('table', { name: 'Registros de auditoria' })
    await table.waitFor()
    expect(await table.locator('tbody td').first().textContent()).toMatch(
      /^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}$/,
    )
    const from = field('De')
    expect(await from.getAttribute('placeholder')).toBe('dd/mm/aaaa')
    await from.pressSequentially('0101')
    await from.press('Tab')
    await main()
      .getByText(`I${PROMPT.slice(1)}`)
      .waitFor()
    const queried = page.waitForRequest((request) => request.url().includes('/api/audit?'))
    await from.press('End')
    await from.pressSequentially('2026')
    expect(new URL((await queried).url()).searchParams.get('from')).toBe('2026-01-01')
    expect(await from.inputValue()).toBe('01/01/2026')
  })
})
