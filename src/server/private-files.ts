// Everything the server and its scripts write under DATA_DIR holds children's records, password hashes, secrets or
// the audit trail: only the account that runs the app may read or change it. Imported first by the entry points.
import fs from 'node:fs'
import path from 'node:path'

// New files and folders: owner only (0600 and 0700).
process.umask(0o077)

/** The entries under `folder` (itself included) that group or others could read, write or enter. */
function exposedEntries(folder: string): string[] {
  const found: string[] = []
  const walk = (entry: string) => {
    const stat = fs.lstatSync(entry)
    if (stat.isSymbolicLink()) return
    if (stat.mode & 0o077) found.push(entry)
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) walk(path.join(entry, name))
  }
  if (fs.existsSync(folder)) walk(folder)
  return found
}

/**
 * Creates DATA_DIR (0700) when missing and takes group and others' access away from everything under it (PGlite
 * writes the files of a new database world-readable and world-writable, whatever the umask). Answers how many
 * entries had to be changed.
 */
export function makePrivate(folder: string): number {
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 })
  const exposed = exposedEntries(folder)
  for (const entry of exposed) fs.chmodSync(entry, fs.statSync(entry).mode & 0o700)
  return exposed.length
}

export { exposedEntries }
