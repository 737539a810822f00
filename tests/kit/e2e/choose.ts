import type { Locator } from 'playwright-core'

/**
 * Picks `option` in an MUI select. The list is opened with the keyboard: where it does not fit below the field it
 * covers it, and MUI takes a mouse-up that a loaded machine delivers 400 ms after the press as a pick of the option
 * under the pointer, which closes the list.
 */
export async function choose(select: Locator, option: string, { exact = false } = {}): Promise<void> {
  await select.focus()
  await select.press('ArrowDown')
  // The list is drawn outside the field, at the end of the page's body.
  await select.page().getByRole('option', { name: option, exact }).click()
}
