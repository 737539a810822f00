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

  it("refuses the name's words or the e-mail's parts joined, anywhere, with or without separators", async () => {
    const bia = { email: 'bia.clinica@fono.com.br', name: 'Bia Clinica' }
    for (const password of ['BiaClinica2026', '2026biaclinica!', 'Bia-Clínica-26', 'minha bia clinica'])
      expect(await passwordProblem(password, bia), password).toBe(
        'A senha não pode ser o seu nome nem parte do seu e-mail.',
      )
    const ana = { email: 'ana.lima@fono.com.br', name: 'Ana de Sá Lima' }
    for (const password of ['AnaLima2026', 'ana de sá lima!', 'AnaDeSaLima', 'xx-AnaDeSáLima-xx'])
      expect(await passwordProblem(password, ana), password).toMatch(/^A senha não pode ser/)
    // Words of two letters or fewer join nothing alone: "desa", "li bo" stay usable inside other words.
    expect(await passwordProblem('cidade santa do sol', ana)).toBeNull()
    expect(
      await passwordProblem('dalibor voltou cedo', { email: 'li.bo@fono.com.br', name: 'Li Bo' }),
    ).toBeNull()
    // One word of the name inside a longer password is not refused (only the whole password, as before).
    expect(await passwordProblem('bia na praia de manhã', bia)).toBeNull()
  })

  it('says why a length is refused, and has no composition rules', async () => {
    expect(await passwordProblem('curta', person)).toBe('A senha deve ter pelo menos 8 caracteres.')
    expect(await passwordProblem('x'.repeat(129), person)).toBe('A senha deve ter no máximo 128 caracteres.')
    for (const password of ['cavalo bateria grampo', 'jabuticaba no quintal', 'tudotudominusculo'])
      expect(await passwordProblem(password, person)).toBeNull()
  })
})
