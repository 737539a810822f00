// Every action the server writes to the audit trail has words an administrator reads on 'Auditoria'.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { actionLabel } from '../../src/client/features/admin/audit-actions'

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(full)
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : []
  })
}

/** The action names written by the server and the scripts: `action: 'x.y'` and `action: c ? 'x.y' : 'x.z'`. */
function writtenActions(): Set<string> {
  const found = new Set<string>()
  for (const file of [...sources('src/server'), ...sources('scripts')]) {
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      if (!/\baction: /.test(line)) continue
      for (const match of line.matchAll(/'([a-z_]+\.[a-z_]+)'/g)) found.add(match[1]!)
    }
  }
  return found
}

describe('audit action labels', () => {
  it('finds the actions the server writes', () => {
    expect(writtenActions()).toContain('auth.login')
    expect(writtenActions().size).toBeGreaterThan(30)
  })

  it.each([...writtenActions()])('%s has a Portuguese label', (action) => {
    expect(actionLabel(action)).not.toBe(action)
  })
})
