// axe-core in the page through the DevTools protocol (page.evaluate), which the app's Content Security Policy does
// not govern: the policy stays as the app sends it.
import { createRequire } from 'node:module'
import fs from 'node:fs'
import type { E2EPage } from './browser'

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export interface Violation {
  id: string
  impact: string | null
  help: string
  targets: string[]
}

/** axe's violations on the page as it is now, every impact, WCAG 2.x A and AA and best practices. */
export async function axeViolations(page: E2EPage): Promise<Violation[]> {
  await page.evaluate(AXE_SOURCE)
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: unknown[] }> } }).axe
    const result = await axe.run()
    return (
      result.violations as {
        id: string
        impact: string | null
        help: string
        nodes: { target: string[] }[]
      }[]
    ).map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }))
  })
}
