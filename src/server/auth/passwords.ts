import fs from 'node:fs'
import argon2 from 'argon2'
import { rootPath } from '../paths'

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const hashOptions = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

const common = new Set(
  fs
    .readFileSync(rootPath('src/server/auth/common-passwords.txt'), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#')),
)

/** Why a password is refused, in Portuguese, or null when it is acceptable. */
export function passwordProblem(password: string, email: string): string | null {
  const length = [...password].length
  if (length < PASSWORD_MIN) return `A senha deve ter pelo menos ${PASSWORD_MIN} caracteres.`
  if (length > PASSWORD_MAX) return `A senha deve ter no máximo ${PASSWORD_MAX} caracteres.`
  const lower = password.toLowerCase()
  if (common.has(lower)) return 'Essa senha é muito comum. Escolha outra.'
  if (lower === email.toLowerCase() || lower === email.split('@')[0]?.toLowerCase())
    return 'A senha não pode ser igual ao e-mail.'
  return null
}

export const hashPassword = (password: string) => argon2.hash(password, hashOptions)

// Verifying against a real hash when the user does not exist keeps login time from revealing who exists.
const dummyHash = hashPassword('dummy-password-for-timing')

export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash ?? (await dummyHash), password)
  } catch {
    return false
  }
}
