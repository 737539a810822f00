import argon2 from 'argon2'
import { afterEach, describe, expect, it } from 'vitest'
import {
  hashPassword,
  PASSWORD_HASH_COST,
  setPasswordHashCost,
  verifyPassword,
} from '../../src/server/auth/passwords'
import { TEST_PASSWORD_HASH_COST } from './setup-server'

const params = (hash: string) => /\$argon2id\$v=19\$(m=\d+,t=\d+,p=\d+)\$/.exec(hash)?.[1]

describe('the password hash cost', () => {
  afterEach(() => setPasswordHashCost(TEST_PASSWORD_HASH_COST))

  it('the app hashes with OWASP’s argon2id baseline: 19 MiB, 2 iterations, 1 lane', async () => {
    setPasswordHashCost(PASSWORD_HASH_COST)
    const hash = await hashPassword('uma senha boa e longa')
    expect(params(hash)).toBe('m=19456,t=2,p=1')
    expect(await verifyPassword(hash, 'uma senha boa e longa')).toBe(true)
    expect(await verifyPassword(hash, 'outra senha')).toBe(false)
  })

  it('the tests hash at their own cost, and a hash is verified at the cost written in it', async () => {
    const cheap = await hashPassword('uma senha boa e longa')
    expect(params(cheap)).toBe('m=1024,t=1,p=1')
    const production = await argon2.hash('uma senha boa e longa', {
      type: argon2.argon2id,
      ...PASSWORD_HASH_COST,
    })
    expect(await verifyPassword(production, 'uma senha boa e longa')).toBe(true)
    expect(await verifyPassword(production, 'outra senha')).toBe(false)
  })
})
