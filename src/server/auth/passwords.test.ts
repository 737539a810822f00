import { dictionary } from '@zxcvbn-ts/language-common'
import { describe, expect, it } from 'vitest'
import { PASSWORD_MIN, passwordProblem } from './passwords'

const person = { email: 'mariana.souza@clinica.com.br', name: 'Mariana Souza' }
const COMMON = 'Essa senha é muito comum. Escolha outra.'

describe('passwordProblem', () => {
  it('refuses every one of the (at least 10,000) common passwords long enough to be chosen', async () => {
    const candidates = [...new Set(dictionary['passwords-common'])].filter(
      (p) => [...p].length >= PASSWORD_MIN,
    )
    expect(candidates.length).toBeGreaterThanOrEqual(10_000)
    const accepted: string[] = []
    for (const password of candidates)
      if ((await passwordProblem(password, person)) === null) accepted.push(password)
    expect(accepted).toEqual([])
  })

  it.each(['senha123', 'SENHA@2026', 'Brasil2026!', 'password1', '12345678', 'fonoaudiologia'])(
    'refuses %s as common (also with digits or symbols around it, in any case)',
    async (password) => {
      expect(await passwordProblem(password, person)).toBe(COMMON)
    },
  )

  it("refuses the person's name and e-mail parts", async () => {
    const someone = { email: 'eulalia.bittencourt@fonoclinicabh.com.br', name: 'Eulália Bittencourt' }
    for (const password of [
      'eulalia2026',
      'Bittencourt!!',
      'fonoclinicabh1',
      'EULÁLIA-2026',
      'eulalia.bittencourt',
    ])
      expect(await passwordProblem(password, someone)).toMatch(/^A senha não pode ser/)
    expect(await passwordProblem('eulalia.bittencourt@fonoclinicabh.com.br', someone)).toBe(
      'A senha não pode ser igual ao e-mail.',
    )
  })

  it('says why a length is refused, and has no composition rules', async () => {
    expect(await passwordProblem('curta', person)).toBe('A senha deve ter pelo menos 8 caracteres.')
    expect(await passwordProblem('x'.repeat(129), person)).toBe('A senha deve ter no máximo 128 caracteres.')
    for (const password of ['cavalo bateria grampo', 'jabuticaba no quintal', 'tudotudominusculo'])
      expect(await passwordProblem(password, person)).toBeNull()
  })
})
