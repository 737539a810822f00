// Moving through the clinician's wizard in browser tests, as a person presses 'Avançar'.
import wizard from '../../../schemas/wizard.json'
import type { E2EPage } from './browser'

/** The index of the wizard step that fills `section`. */
export const stepIndexOf = (section: string) => wizard.steps.findIndex((step) => step.section === section)

/**
 * 'Avançar' until the step at `index` is shown. Each press a little apart from the last: two presses at the same
 * place in quick succession are a double-click, which the wizard takes as one.
 */
export async function advanceTo(page: E2EPage, index: number) {
  const from = wizard.steps.findIndex((step) => page.url().includes(`/${step.slug}?`) && step.slug)
  for (let next = Math.max(from, 0) + 1; next <= index; next++) {
    await page
      .getByRole('main')
      .getByRole('button', { name: 'Avançar' })
      .click({ position: { x: 10 + (next % 2) * 20, y: 12 } })
    await page.waitForURL((url) => url.pathname === `${wizard.basePath}/${wizard.steps[next]!.slug}`)
  }
}
