import fs from 'node:fs'
import argon2 from 'argon2'
import { rootPath } from '../paths'

export interface PasswordHashCost {
  memoryCost: number
  timeCost: number
  parallelism: number
}

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. */
export const PASSWORD_HASH_COST: PasswordHashCost = { memoryCost: 19456, timeCost: 2, parallelism: 1 }
let hashCost = PASSWORD_HASH_COST

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

let common: Promise<Set<string>> | undefined
/**
 * The passwords everyone tries first: zxcvbn's list of the most common ones (some 49,000, maintained by its
 * authors) and a list of Portuguese and Brazilian favourites kept beside this file. Loaded on first use: a password
 * is checked only when one is set.
 */
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => {
    const local = fs
      .readFileSync(rootPath('src/server/auth/common-passwords.txt'), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
    return new Set([...dictionary['passwords-common'], ...local].map(fold))
  })
  return common
}

/** The words of the person's name and e-mail that a password must not be made of (3 letters or more). */
function personalWords(person: { email: string; name?: string }): string[] {
  const [local = '', domain = ''] = person.email.split('@')
  const words = [
    local,
    domain.split('.')[0] ?? '',
    ...local.split(/[^\p{L}\p{N}]+/u),
    // The letters alone too: in "quiteria7@…" the name is "quiteria", and "quiteria2024" must not pass.
    ...local.split(/[^\p{L}]+/u),
    ...(person.name ?? '').split(/\s+/),
  ]
  return [...new Set(words.map(fold))].filter((word) => word.length >= 3)
}

/** Runs of two or more consecutive words holding at least two of 3 letters or more, joined: "biaclinica". */
function joinedRuns(words: string[]): string[] {
  const runs: string[] = []
  for (let start = 0; start < words.length; start++)
    for (let end = start + 2; end <= words.length; end++) {
      const run = words.slice(start, end)
      if (run.filter((word) => word.length >= 3).length >= 2) runs.push(run.join(''))
    }
  return runs
}

/**
 * The person's name words, and the parts of the e-mail's local part, joined in order (with and without their short
 * words: "Ana de Sá Lima" gives "anadesalima" and "analima"): a password holding one anywhere is made of them.
 */
function joinedNames(person: { email: string; name?: string }): string[] {
  const wordsOf = (text: string) =>
    fold(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
  const lists = [wordsOf(person.name ?? ''), wordsOf(person.email.split('@')[0] ?? '')]
  return [
    ...new Set(lists.flatMap((words) => [words, words.filter((w) => w.length >= 3)]).flatMap(joinedRuns)),
  ]
}

/**
 * Why a password is refused, in Portuguese, or null when it is acceptable: too short or too long, among the common
 * passwords (also with digits or symbols around it: "senha2026!"), or made of the person's name or e-mail (also
 * its words joined: "BiaClinica2026" for Bia Clinica). No rules
 * on which kinds of characters it must hold: length and unpredictability are what count.
 */
export async function passwordProblem(
  password: string,
  person: { email: string; name?: string },
): Promise<string | null> {
  const length = [...password].length
  if (length < PASSWORD_MIN) return `A senha deve ter pelo menos ${PASSWORD_MIN} caracteres.`
  if (length > PASSWORD_MAX) return `A senha deve ter no máximo ${PASSWORD_MAX} caracteres.`
  const folded = fold(password)
  const core = folded.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')
  if (folded === fold(person.email) || folded === fold(person.email.split('@')[0] ?? ''))
    return 'A senha não pode ser igual ao e-mail.'
  const list = await commonPasswords()
  if (list.has(folded) || (core.length >= 4 && list.has(core)))
    return 'Essa senha é muito comum. Escolha outra.'
  const compact = folded.replace(/[^\p{L}\p{N}]+/gu, '')
  if (
    personalWords(person).some((word) => folded === word || core === word) ||
    joinedNames(person).some((joined) => compact.includes(joined))
  )
    return 'A senha não pode ser o seu nome nem parte do seu e-mail.'
  return null
}

export const hashPassword = (password: string) =>
  argon2.hash(password, { type: argon2.argon2id, ...hashCost })

// Verifying against a real hash when the user does not exist keeps login time from revealing who exists.
let dummyHash = hashPassword('dummy-password-for-timing')

/**
 * For the tests alone (their setup file): new hashes at another cost. The app never calls it; a stored hash is
 * verified with the cost written in it, whatever is set here.
 */
export function setPasswordHashCost(cost: PasswordHashCost): void {
  hashCost = cost
  dummyHash = hashPassword('dummy-password-for-timing')
}

export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash ?? (await dummyHash), password)
  } catch {
    return false
  }
}
