import type { Locator, Page } from 'playwright-core'

/**
 * Picks `option` in an MUI select. The list is opened with the keyboard: where it does not fit below the field it
 * covers it, and MUI takes a mouse-up that a loaded machine delivers 400 ms after the press as a pick of the option
 * under the pointer, which closes the list.
 */
export async function choose(page: Page, select: Locator, option: string, exact = false): Promise<void> {
  await select.focus()
  await select.press('ArrowDown')
  await page.getByRole('option', { name: option, exact }).click()
}
