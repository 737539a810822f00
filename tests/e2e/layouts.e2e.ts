// Issue 49, point 4: layouts at a laptop's, a tablet's and a phone's width. The patient list's 'Editar' never sits
// on the row's text; who is signed in (name and role) is in the menu on every screen; the review is named as a
// review, not as the last step; the print lays a long written answer across the page.
import { beforeAll, describe, expect, it } from 'vitest'
import wizard from '../../schemas/wizard.json'
import type { E2EPage } from '../kit/e2e/browser'
import { e2eFixture } from '../kit/e2e/fixture'
import { logIn } from '../kit/e2e/login'
import { screenshotAsIs } from '../kit/e2e/screenshots'
import { QUESTION } from '../kit/e2e/questions'
import { walkedDraft } from '../kit/e2e/walked-draft'

const ADMIN = {
  name: 'Helena Duarte',
  email: 'helena.duarte@clinica.example.com',
  password: 'Fono-Tela-2026!',
}
const CLINICIAN = { name: 'Rui Prado', email: 'rui.prado@clinica.example.com', password: 'Fono-Tela-2026!' }
const e2e = e2eFixture({
  users: [
    { ...ADMIN, role: 'ADMIN' },
    { ...CLINICIAN, role: 'CLINICIAN' },
  ],
})
const SIZES = [
  { width: 1366, height: 900 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
]
const NARROW = 900
const COMPLAINT =
  'Troca o som do R pelo L e omite sílabas em palavras longas; a escola relata que os colegas não entendem a fala ' +
  'e que ela evita falar em grupo desde o início do ano.'

let evaluationId = ''
/** The query string of the draft the first size walked to the review. */
let reviewDraft = ''

/** Who the menu says is signed in; at a narrow size the drawer is opened for it, and closed again. */
async function signedInAs(page: E2EPage): Promise<string> {
  const narrow = page.viewportSize()!.width < NARROW
  if (narrow) await page.getByRole('button', { name: 'Abrir menu' }).click()
  const who = page.getByRole('group', { name: 'Conectado como' })
  await who.waitFor()
  // Seen: nothing (the top bar) is drawn over it.
  const uncovered = () =>
    who.evaluate((el) => {
      const box = el.getBoundingClientRect()
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + 4)
      const bottom = document.elementFromPoint(box.left + box.width / 2, box.bottom - 4)
      return el.contains(top) && el.contains(bottom)
    })
  await expect.poll(uncovered).toBe(true)
  await screenshotAsIs(
    page,
    `menu-${new URL(page.url()).pathname.split('/').filter(Boolean).join('-') || 'inicio'}`,
  )
  const text = (await who.innerText()).replace(/\s+/g, ' ').trim()
  if (narrow) {
    await page.keyboard.press('Escape')
    await page.getByRole('navigation', { name: 'Menu principal' }).waitFor({ state: 'detached' })
  }
  return text
}

describe('layouts at three widths', () => {
  beforeAll(async () => {
    const api = await e2e.signIn(ADMIN)
    for (const [name, father, mother] of [
      [
        'Maria Eduarda Albuquerque Cavalcanti',
        'Francisco de Assis Albuquerque Cavalcanti',
        'Maria do Socorro Albuquerque',
      ],
      ['João Pedro Nascimento', 'Antônio Carlos Nascimento Filho', 'Josefa Aparecida dos Santos Nascimento'],
    ] as const) {
      const { id } = await api.call('POST /patients', {
        body: { name, birthDate: '2020-02-14', fatherName: father, motherName: mother },
      })
      const body = { patientId: id, evaluationData: '2026-11-23', mainComplaint: COMPLAINT }
      evaluationId = (await api.call('POST /evaluations', { body })).id
    }
  })

  for (const size of SIZES)
    it(`at ${size.width}×${size.height}: the patient rows, who is signed in, the review`, async () => {
      const page = await e2e.newPage({ viewport: size })
      await logIn(e2e, page, ADMIN)
      expect(await signedInAs(page)).toBe(`${ADMIN.name} Administrador`)

      await page.goto(`${e2e.server.url}/pacientes/buscar`)
      const list = page.getByRole('list', { name: 'Pacientes' })
      await list.getByRole('listitem').nth(1).waitFor()
      await screenshotAsIs(page, 'pacientes')
      // Every row: 'Editar' lies beside the row's text, inside the window.
      const overlaps = await list.getByRole('listitem').evaluateAll((rows) =>
        rows.flatMap((row) => {
          const edit = row.querySelector('button[aria-label^="Editar"]')!.getBoundingClientRect()
          return [...row.querySelectorAll('.MuiListItemText-root > *')].flatMap((text) => {
            const box = text.getBoundingClientRect()
            const apart =
              box.right <= edit.left ||
              edit.right <= box.left ||
              box.bottom <= edit.top ||
              edit.bottom <= box.top
            const inside = edit.right <= window.innerWidth
            return apart && inside ? [] : [`${text.textContent} / ${edit.left}–${edit.right}`]
          })
        }),
      )
      expect(overlaps).toEqual([])
      expect(await signedInAs(page)).toBe(`${ADMIN.name} Administrador`)

      // The review is named as a review (narrow: the compact stepper; wide: the page's heading). The first size
      // walks a draft to it; the others open that draft's review at once.
      if (!reviewDraft) reviewDraft = await walkedDraft(page, e2e.server.url, 'Ana Revisão', true)
      else await page.goto(`${e2e.server.url}${wizard.basePath}/revisao${reviewDraft}`)
      expect(await signedInAs(page)).toBe(`${ADMIN.name} Administrador`)
      await page.getByRole('main').getByRole('button', { name: 'Enviar' }).waitFor()
      const main = await page.getByRole('main').innerText()
      expect(main).not.toMatch(/\d+ de \d+ passos/)
      expect(main).toContain('Revisão')
      await screenshotAsIs(page, 'revisao')
      await page.close()
    })

  it('a step opened from a saved draft does not move while the draft loads, at each width', async () => {
    const page = await e2e.newPage({ viewport: SIZES[0] })
    // What the browser counts as layout shift (Cumulative Layout Shift's entries), from the page's first paint.
    await page.addInitScript(() => {
      const counted = window as unknown as { shifted: number }
      counted.shifted = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) counted.shifted += entry.value
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await logIn(e2e, page, CLINICIAN)
    await page.goto(`${e2e.server.url}${wizard.basePath}`)
    await page.getByRole('main').getByLabel(QUESTION.patientName).fill('Bia Sem Saltos')
    await page.getByRole('button', { name: 'Avançar' }).click()
    await page.waitForURL((url) => url.pathname === `${wizard.basePath}/${wizard.steps[1]!.slug}`)
    await page
      .getByTestId('draft-indicator')
      .getByText(/^Rascunho salvo no servidor/)
      .waitFor()
    const draft = new URL(page.url()).search
    // The draft comes late, as on a slow connection: the step is drawn only once it is there.
    await page.route('**/api/drafts/*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500))
      await route.fallback()
    })
    const shifts: Record<string, number> = {}
    const step = wizard.steps[2]!
    for (const size of SIZES) {
      await page.setViewportSize(size)
      await page.goto(`${e2e.server.url}${wizard.basePath}/${step.slug}${draft}`)
      await page.getByRole('button', { name: 'Avançar' }).waitFor()
      // The draft's first save after it loads, and the step's own late parts, come within this.
      await page.waitForTimeout(1200)
      shifts[`${size.width} ${step.slug}`] = await page.evaluate(
        () => (window as unknown as { shifted: number }).shifted,
      )
    }
    expect(Object.entries(shifts).filter(([, shifted]) => shifted > 0)).toEqual([])
    await page.close()
  })

  it('a clinician sees her name and role too, on Minha conta', async () => {
    const page = await e2e.newPage({ viewport: SIZES[2] })
    await logIn(e2e, page, CLINICIAN)
    await page.goto(`${e2e.server.url}/minha-conta`)
    await page.getByRole('main').getByRole('heading').first().waitFor()
    expect(await signedInAs(page)).toBe(`${CLINICIAN.name} Clínico`)
    await page.close()
  })

  it('the print lays a long written answer across the page, under its question', async () => {
    const page = await e2e.newPage({ viewport: SIZES[0] })
    await logIn(e2e, page, ADMIN)
    await page.goto(`${e2e.server.url}/avaliacoes/${evaluationId}`)
    const answer = page.getByRole('main').getByText(COMPLAINT)
    await answer.waitFor()
    await page.emulateMedia({ media: 'print' })
    const { answerWidth, listWidth } = await answer.evaluate((dd) => ({
      answerWidth: dd.getBoundingClientRect().width,
      listWidth: dd.closest('dl')!.getBoundingClientRect().width,
    }))
    // Across the page: wider than a column of the two, let alone the half of one it had.
    expect(answerWidth).toBeGreaterThan(listWidth * 0.9)
    await screenshotAsIs(page, 'detalhe-impressao')
    await page.emulateMedia({ media: 'screen' })
    await page.close()
  })
})
