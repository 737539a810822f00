// What opens an encrypted backup for `npm run db:restore`: BACKUP_IDENTITY_FILE (the age identity file) or
// BACKUP_PASSPHRASE, else, at a terminal, the operator types one (not echoed).
import fs from 'node:fs'
import readline from 'node:readline'
import type { BackupSecret } from '../../src/server/db/backup'

function readHidden(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true })
    // Echo nothing of what is typed after the prompt.
    const output = rl as unknown as { _writeToOutput(text: string): void }
    output._writeToOutput = (text: string) => {
      if (text.includes(prompt)) process.stdout.write(prompt)
    }
    rl.question(prompt, (answer) => {
      rl.close()
      process.stdout.write('\n')
      resolve(answer)
    })
  })
}

/** The secret for an encrypted backup, or a clear error when there is none and nobody to ask. */
export async function backupSecret(env: NodeJS.ProcessEnv): Promise<BackupSecret | string> {
  if (env.BACKUP_IDENTITY_FILE) {
    try {
      return { identity: fs.readFileSync(env.BACKUP_IDENTITY_FILE, 'utf8') }
    } catch (error) {
      return `BACKUP_IDENTITY_FILE=${env.BACKUP_IDENTITY_FILE} cannot be read: ${(error as Error).message}`
    }
  }
  if (env.BACKUP_PASSPHRASE) return { passphrase: env.BACKUP_PASSPHRASE }
  if (!process.stdin.isTTY)
    return (
      'This backup is encrypted: set BACKUP_IDENTITY_FILE (the age identity file whose public key is ' +
      'BACKUP_RECIPIENT) or BACKUP_PASSPHRASE, or run this at a terminal to type the passphrase.'
    )
  const typed = await readHidden(
    'This backup is encrypted. Passphrase (or the path of an age identity file): ',
  )
  return fs.existsSync(typed) ? { identity: fs.readFileSync(typed, 'utf8') } : { passphrase: typed }
}
