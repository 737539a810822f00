// A draft walked once through the wizard with 'Avançar', for browser tests that then open any of its steps (or its
// review) at once from their address instead of walking again.
import wizard from '../../../schemas/wizard.json'
import type { E2EPage } from './browser'
import { QUESTION } from './questions'

/**
 * Starts a new patient named `name` at `origin`, presses 'Avançar' to the last step (or to the review when `review`),
 * waits until the draft is saved on the server, and answers the draft's query string (`?rascunho=…`).
 */
export async function walkedDraft(
  page: E2EPage,
  origin: string,
  name: string,
  review = false,
): Promise<string> {
  await page.goto(`${origin}${wizard.basePath}`)
  await page.getByRole('main').getByLabel(QUESTION.patientName).fill(name)
  const slugs = [...wizard.steps.slice(1).map((step) => step.slug), ...(review ? ['revisao'] : [])]
  for (const slug of slugs) {
    await page.getByRole('button', { name: 'Avançar' }).click()
    await page.waitForURL((url) => url.pathname === `${wizard.basePath}/${slug}`)
  }
  await page
    .getByTestId('draft-indicator')
    .getByText(/^Rascunho salvo no servidor/)
    .waitFor()
  return new URL(page.url()).search
}
