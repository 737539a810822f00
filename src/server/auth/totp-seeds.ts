import type { FastifyInstance } from 'fastify'
import { like, or } from 'drizzle-orm'
import { clearTotpSeeds, users } from '../db/schema'
import { isSealed, openSeed, SEALED_PREFIX, sealSeed, type TotpKey } from './totp-seal'

export class WrongTotpKeyError extends Error {}

/**
 * At start: refuses a TOTP key that does not open the seeds already sealed (a wrong TOTP_KEY or totp-key file would
 * otherwise turn every login with a code into a failure), then seals the seeds still in clear (written before seeds
 * were sealed, or by hand). Running it again changes nothing.
 */
export async function sealTotpSeeds(app: FastifyInstance, key: TotpKey) {
  const sealedPattern = `${SEALED_PREFIX}%`
  // One sealed seed tells whether the key opens them; only the seeds still in clear are read whole.
  const [sample] = await app.db
    .select({ secret: users.totpSecret, pending: users.totpPendingSecret })
    .from(users)
    .where(or(like(users.totpSecret, sealedPattern), like(users.totpPendingSecret, sealedPattern)))
    .limit(1)
  const sealed = [sample?.secret, sample?.pending].find((value) => value && isSealed(value))
  if (sealed) {
    try {
      openSeed(key, sealed)
    } catch {
      throw new WrongTotpKeyError(
        'the TOTP key (TOTP_KEY, or DATA_DIR/totp-key) does not open the second-factor seeds stored in the ' +
          'database: set the key they were sealed with (a copy kept apart, or the totp-key file of the original ' +
          'DATA_DIR)',
      )
    }
  }
  const rows = await app.db
    .select({ id: users.id, secret: users.totpSecret, pending: users.totpPendingSecret })
    .from(users)
    .where(clearTotpSeeds(users))
  const sealIfClear = (value: string | null) => (value && !isSealed(value) ? sealSeed(key, value) : value)
  for (const row of rows) {
    const secret = sealIfClear(row.secret)
    const pending = sealIfClear(row.pending)
    if (secret !== row.secret || pending !== row.pending)
      await app.repos.users.setSeeds(row.id, { totpSecret: secret, totpPendingSecret: pending })
  }
}
