import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** JWT_SECRET when set; otherwise a secret generated once and kept (mode 0600) in the data folder. */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) {
    if (configured.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long')
    return configured
  }
  const file = path.join(dataDir, 'jwt-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  fs.mkdirSync(dataDir, { recursive: true })
  const secret = crypto.randomBytes(48).toString('base64url')
  fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
  return secret
}
