// Backups are authenticated: FILE.mac beside each holds an HMAC-SHA-256 of FILE's bytes (as stored: encrypted when
// a key is set) made with the backup MAC key, which is kept apart from the backups (BACKUP_MAC_KEY or
// DATA_DIR/backup-mac-key). Whoever holds the age public key, or can write where backups are kept, cannot make a
// backup that restores without it.
import crypto from 'node:crypto'
import fs from 'node:fs'
import type { FileHandle } from 'node:fs/promises'

/** FILE.mac beside a backup. */
export const macFileOf = (file: string) => `${file}.mac`

const PREFIX = 'hmac-sha256:'

export const newMac = (key: string) => crypto.createHmac('sha256', key)

/** FILE.mac's one line. */
export const formatMac = (digest: Buffer) => `${PREFIX}${digest.toString('hex')}\n`

/** The MAC written beside FILE: undefined when there is none, or when the file is not one we write. */
export function readMac(file: string): Buffer | undefined {
  let text: string
  try {
    text = fs.readFileSync(macFileOf(file), 'utf8').trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  const hex = text.startsWith(PREFIX) ? text.slice(PREFIX.length) : ''
  return /^[0-9a-f]{64}$/.test(hex) ? Buffer.from(hex, 'hex') : Buffer.alloc(0)
}

/** The MAC of the whole open file, read from its start (the same open file the restore then reads). */
export async function macOfFile(handle: FileHandle, key: string): Promise<Buffer> {
  const mac = newMac(key)
  for await (const chunk of handle.createReadStream({ start: 0, autoClose: false }))
    mac.update(chunk as Buffer)
  return mac.digest()
}

export const sameMac = (a: Buffer, b: Buffer) => a.length === b.length && crypto.timingSafeEqual(a, b)
