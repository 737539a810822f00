// Screenshots for a person to read the Portuguese of a screen at a laptop's and a tablet's size. Off unless
// E2E_SCREENSHOTS names a folder (never one in the repository): the tests assert the words, the pictures are for
// the eyes. The page goes back to its own size afterwards, so the test goes on as before.
import fs from 'node:fs'
import path from 'node:path'
import type { E2EPage } from './browser'

const SIZES = [
  { width: 1366, height: 900 },
  { width: 768, height: 1024 },
]

/** The folder E2E_SCREENSHOTS names, made if missing; undefined when screenshots are off. */
function screenshotFolder(): string | undefined {
  const folder = process.env.E2E_SCREENSHOTS
  if (folder) fs.mkdirSync(folder, { recursive: true })
  return folder
}

const fileOf = (folder: string, name: string, size: { width: number; height: number } | null) =>
  path.join(folder, `${name}-${size?.width}x${size?.height}.png`)

/** Saves `name`-1366x900.png and `name`-768x1024.png (full page) into E2E_SCREENSHOTS, when it is set. */
export async function screenshot(page: E2EPage, name: string) {
  const folder = screenshotFolder()
  if (!folder) return
  const before = page.viewportSize()
  for (const size of SIZES) {
    await page.setViewportSize(size)
    // Let the layout settle at the new width (MUI reads media queries on resize).
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    await page.screenshot({ path: fileOf(folder, name, size), fullPage: true })
  }
  if (before) await page.setViewportSize(before)
}

/** Saves `name`-WIDTHxHEIGHT.png (the viewport only) at the page's current size into E2E_SCREENSHOTS, when it is set. */
export async function screenshotAsIs(page: E2EPage, name: string) {
  const folder = screenshotFolder()
  if (folder) await page.screenshot({ path: fileOf(folder, name, page.viewportSize()) })
}

/** Saves `name`-WIDTHxHEIGHT.png (the whole page) at the page's current size into E2E_SCREENSHOTS, when it is set. */
export async function screenshotWhole(page: E2EPage, name: string) {
  const folder = screenshotFolder()
  if (folder) await page.screenshot({ path: fileOf(folder, name, page.viewportSize()), fullPage: true })
}
