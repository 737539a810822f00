// npm run user:reset -- --email E
// For a lone ADMIN who lost her password (or her second factor): ends every session of the account at once (whoever
// holds one, perhaps with the lost phone or a stolen password, is out) and prints a one-time link (24 h) that sets a
// new password; with --remove-second-factor it also removes the second factor, so that she can enrol a new one after
// signing in. On the embedded database, run it with the server stopped.
// First: files it writes under DATA_DIR are the owner's alone (umask 077).
import '../src/server/private-files'
import { parseArgs } from 'node:util'
import { AuditWriter } from '../src/server/audit/writer'
import { hashToken, newOpaqueToken } from '../src/server/auth/tokens'
import { inTransaction, repositories } from '../src/server/repositories'
import { resolveAuditKey } from '../src/server/secrets'
import { fail } from './lib/cli'
import { openScriptDatabase } from './lib/script-database'
import { loadScriptConfig } from './lib/script-config'

const USAGE = 'Usage: npm run user:reset -- --email E [--remove-second-factor]'
let values: { email?: string; 'remove-second-factor'?: boolean }
try {
  ;({ values } = parseArgs({
    options: { email: { type: 'string' }, 'remove-second-factor': { type: 'boolean' } },
  }))
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`)
}
const email = values.email?.trim().toLowerCase()
if (!email) fail(USAGE)

const config = loadScriptConfig()
const database = await openScriptDatabase(config)
try {
  const user = await repositories(database.db).users.findByEmail(email)
  if (!user) fail(`No user has the e-mail ${email}.`)
  const token = newOpaqueToken()
  const removeFactor = Boolean(values['remove-second-factor'])
  const { reset, ended } = await inTransaction(
    database.db,
    async ({ credentials, passkeys, users, sessions }) => {
      if (removeFactor) {
        await users.removeTotp(user.id)
        await credentials.recoveryCodes.removeAll(user.id)
        await passkeys.removeAllOf(user.id)
      }
      return {
        reset: await credentials.passwordResets.create(user.id, hashToken(token), null),
        ended: await sessions.revokeAllOf(user.id),
      }
    },
  )
  const audit = new AuditWriter(database.db, resolveAuditKey(config.auditKey, config.dataDir))
  const entry = {
    at: new Date(),
    userId: null,
    userEmail: null,
    entity: 'user',
    entityId: user.id,
    patientId: null,
    ip: null,
    requestId: null,
  }
  // The factor's removal is an event of its own, as when an ADMIN removes it on 'Usuários'.
  if (removeFactor)
    await audit.append({ ...entry, action: 'mfa.removed', details: { via: 'npm run user:reset' } })
  await audit.append({
    ...entry,
    action: 'password_reset.issued',
    details: {
      resetId: reset.id,
      via: 'npm run user:reset',
      secondFactorRemoved: removeFactor,
      sessionsEnded: ended.length,
    },
  })
  const origin = `${config.tlsCertFile ? 'https' : 'http'}://${config.host}:${config.port}`
  console.log(
    `Sessions of ${email} ended: ${ended.length}.\n` +
      `One-time link to set a new password for ${email} (valid until ${reset.expiresAt.toISOString()}):\n` +
      `  ${origin}/redefinir-senha#token=${token}\n` +
      (removeFactor
        ? 'The second factor was removed: enrol a new one from Minha conta after signing in.\n'
        : ''),
  )
} finally {
  await database.close()
}
