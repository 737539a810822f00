// Each test file's own temporary folders: one root under the system's temporary folder, removed once the file's
// tests are done, so that no file depends on or trips over what another left behind, whatever the order.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll } from 'vitest'

/**
 * Makes this file's root folder (named after `prefix`) and returns a function that makes a new, empty folder in it.
 * Call it at the top of a test file: the root is removed after the file's last test.
 */
export function tempFolders(prefix: string): (name?: string) => string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `fono-${prefix}-`))
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))
  return (name = 'dir') => fs.mkdtempSync(path.join(root, `${name}-`))
}
