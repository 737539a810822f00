import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { clinicianApp } from '../../../../tests/kit/per-suite'
import { patients } from '../../db/schema'
import { postIdempotent } from '../../../../tests/kit/idempotent-post'
import { bearer, errorOf, SERVER_UUID as UUID } from '../../../../tests/kit/test-app'
import { dbKinds } from '../../../../tests/kit/test-db'
import { expectForgedTokenRefused, expectUnauthorized, KEY_REUSED } from '../../../../tests/kit/api-fixtures'

/** The exact wire shape of spec section 7, every field filled, with text that must come back untouched. */
const fullPatient = () => ({
  name: '  Maria Conceição "Ciça" d\'Ávila 😀  ',
  fatherName: 'José <script>alert("pai")</script>',
  motherName: 'Ana Lúcia Çãõ — mãe\n(2ª linha)\t',
  birthDate: '2019-02-28',
  age: '5 anos e 3 meses',
  phone: '(11) 98765-4321',
  motherCareer: 'Professora & pesquisadora',
  fatherCareer: 'Engenheiro \\ civil',
  medications: 'Ritalina® 10 mg, 2×/dia; "se necessário" 💊 ñ ü',
  livesWith: 'Pai, mãe e avó 👨‍👩‍👧',
  caregiver: 'Avó materna',
  school: "E.M. Prof.ª Conceição d'Oeste",
  siblings: [
    { name: 'João 👦', age: 8 },
    { name: 'Lívia', age: 0 },
  ],
  address: [
    {
      street: 'Rua São João <b>negrito</b>',
      number: '123-A',
      neighborhood: 'Jardim Paulista',
      city: 'São Paulo',
      state: 'SP',
      cep: '01310-100',
    },
  ],
})

describe.each(dbKinds)('POST /api/patients (%s)', (kind) => {
  const { t, clinician } = clinicianApp(kind)
  let otherToken: string

  beforeAll(async () => {
    otherToken = await t.signIn()
  })

  const post = (payload: unknown, options: { key?: string; as?: string } = {}) =>
    postIdempotent(t, '/api/patients', options.as ?? clinician.token, payload, options.key)

  const rowsWithName = (name: string) => t.database.db.select().from(patients).where(eq(patients.name, name))
  const rowsWithKey = (key: string) =>
    t.database.db.select().from(patients).where(eq(patients.requestKey, key))

  /** A 400 with the contract's body; returns it for the message and details checks. */
  async function rejected(payload: unknown) {
    const response = await post(payload)
    expect(response.statusCode).toBe(400)
    const body = errorOf(response)
    expect(body.error).toBe('Bad Request')
    return body
  }

  describe('401', () => {
    it('without a token', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/patients', payload: fullPatient() })
      expectUnauthorized(response)
      expect(await rowsWithName(fullPatient().name)).toHaveLength(0)
    })

    it('with a forged token, even for an invalid body', () =>
      expectForgedTokenRefused(t, { method: 'POST', url: '/api/patients' }))
  })

  describe('400', () => {
    it('names an unknown field at the top level', async () => {
      const body = await rejected({ ...fullPatient(), name: 'Campo extra', foo: 'x' })
      expect(body.message).toBe('Campo(s) desconhecido(s): foo.')
      expect(body.details).toEqual(['foo'])
      expect(await rowsWithName('Campo extra')).toHaveLength(0)
    })

    it('names an unknown field inside address[0]', async () => {
      const payload = fullPatient()
      const body = await rejected({ ...payload, address: [{ ...payload.address[0], foo: 'x' }] })
      expect(body.message).toBe('Campo(s) desconhecido(s): address.0.foo.')
      expect(body.message).toContain('foo')
      expect(body.details).toEqual(['address.0.foo'])
    })

    it('names an unknown field inside siblings[0], e.g. the wizard spelling siblingsName', async () => {
      const body = await rejected({ name: 'Irmãos', siblings: [{ name: 'Bia', age: 3, foo: 1 }] })
      expect(body.message).toBe('Campo(s) desconhecido(s): siblings.0.foo.')
      expect(body.details).toEqual(['siblings.0.foo'])

      const wizardShape = await rejected({
        name: 'Irmãos',
        siblings: [{ siblingsName: 'Bia', siblingsAge: 3 }],
      })
      expect(wizardShape.message).toBe(
        'Campo(s) desconhecido(s): siblings.0.siblingsName, siblings.0.siblingsAge.',
      )
      expect(wizardShape.details).toEqual(['siblings.0.siblingsName', 'siblings.0.siblingsAge'])
    })

    it('lists every unknown field at once', async () => {
      const body = await rejected({ name: 'X', foo: 1, address: [{ bar: 1 }], siblings: [{ baz: 1 }] })
      expect(body.message).toMatch(/^Campo\(s\) desconhecido\(s\): /)
      expect(body.details?.slice().sort()).toEqual(['address.0.bar', 'foo', 'siblings.0.baz'])
    })

    it('refuses age as a number (no coercion)', async () => {
      const body = await rejected({ name: 'Idade numérica', age: 5 })
      expect(body.message).toBe('Dados inválidos. Idade: resposta em formato inválido.')
      expect(body.details).toEqual(['age'])
      expect(await rowsWithName('Idade numérica')).toHaveLength(0)
    })

    it('refuses siblings that is not an array', async () => {
      const body = await rejected({ name: 'X', siblings: { name: 'Bia', age: 3 } })
      expect(body.message).toBe('Dados inválidos. Irmãos: resposta em formato inválido.')
      expect(body.details).toEqual(['siblings'])
    })

    it('refuses a sibling age given as text or out of range', async () => {
      const text = await rejected({ name: 'X', siblings: [{ name: 'Bia', age: '3' }] })
      expect(text.message).toBe(
        'Dados inválidos. Irmãos, nº 1 — Idade (anos): informe só o número, de 0 a 120.',
      )
      expect(text.details).toEqual(['siblings.0.age'])

      const negative = await rejected({ name: 'X', siblings: [{ name: 'Bia', age: -1 }] })
      expect(negative.message).toBe(
        'Dados inválidos. Irmãos, nº 1 — Idade (anos): informe só o número, de 0 a 120.',
      )
      expect(negative.details).toEqual(['siblings.0.age'])
    })

    it('refuses a state that is not one of the 27 UFs', async () => {
      const body = await rejected({
        name: 'Estado livre',
        address: [{ city: 'Recife', state: 'Pernambuco' }],
      })
      expect(body.message).toBe('Dados inválidos. Endereços, nº 1 — Estado: escolha uma das opções.')
      expect(body.details).toEqual(['address.0.state'])
      expect(await rowsWithName('Estado livre')).toHaveLength(0)
    })

    it.each(['2020-13-45', '2023-02-29', '15/03/2019', '2019-3-5', '0000-01-01', ''])(
      'refuses birthDate %j',
      async (birthDate) => {
        const body = await rejected({ name: 'Data ruim', birthDate })
        expect(body.message).toBe(
          'Dados inválidos. Data de Nascimento: informe uma data válida (dia, mês e ano).',
        )
        expect(body.details).toEqual(['birthDate'])
        expect(await rowsWithName('Data ruim')).toHaveLength(0)
      },
    )

    it('refuses a missing name', async () => {
      const { name: _name, ...withoutName } = fullPatient()
      const body = await rejected(withoutName)
      expect(body.message).toBe('Dados inválidos. Nome: informe o nome da criança.')
      expect(body.details).toEqual(['name'])
    })

    it('refuses an empty name', async () => {
      const body = await rejected({ ...fullPatient(), name: '' })
      expect(body.message).toBe('Dados inválidos. Nome: informe o nome da criança.')
      expect(body.details).toEqual(['name'])
    })

    it('refuses a name of spaces only', async () => {
      const body = await rejected({ ...fullPatient(), name: '   ' })
      expect(body.message).toBe('Dados inválidos. Nome: informe o nome da criança.')
      expect(body.details).toEqual(['name'])
    })

    it('refuses name as null', async () => {
      const body = await rejected({ name: null })
      expect(body.message).toBe('Dados inválidos. Nome: informe o nome da criança.')
      expect(body.details).toEqual(['name'])
    })

    it.each([
      ['name', { name: 'a'.repeat(201) }, 'Nome: use no máximo 200 caracteres'],
      ['motherName', { name: 'X', motherName: 'm'.repeat(201) }, 'Nome da Mãe: use no máximo 200 caracteres'],
      ['age', { name: 'X', age: '1'.repeat(41) }, 'Idade: use no máximo 40 caracteres'],
      [
        'medications',
        { name: 'X', medications: 'r'.repeat(4001) },
        'Medicamentos em uso: use no máximo 4000 caracteres',
      ],
      [
        'address.0.city',
        { name: 'X', address: [{ city: 'c'.repeat(121) }] },
        'Endereços, nº 1 — Cidade: use no máximo 120 caracteres',
      ],
      [
        'siblings.0.name',
        { name: 'X', siblings: [{ name: 'n'.repeat(201) }] },
        'Irmãos, nº 1 — Nome: use no máximo 200 caracteres',
      ],
    ])('refuses %s over its maxLength', async (field, payload, reason) => {
      const body = await rejected(payload)
      expect(body.message).toBe(`Dados inválidos. ${reason}.`)
      expect(body.details).toEqual([field])
    })

    it('refuses more than 20 siblings', async () => {
      const body = await rejected({ name: 'X', siblings: Array.from({ length: 21 }, () => ({ name: 'a' })) })
      expect(body.message).toBe('Dados inválidos. Irmãos: no máximo 20 itens.')
      expect(body.details).toEqual(['siblings'])
    })

    it('refuses a malformed phone and CEP', async () => {
      const body = await rejected({ name: 'X', phone: 'abc', address: [{ cep: '123' }] })
      // The question by its label and what to type there: no field path, no pattern.
      expect(body.message).toBe(
        'Dados inválidos. Telefone: informe DDD e número, como (81) 99999-9999. ' +
          'Endereços, nº 1 — CEP: 8 dígitos, como 50010-000.',
      )
      expect(body.details).toEqual(['phone', 'address.0.cep'])
    })

    it('refuses a NUL character (PostgreSQL cannot store it) with a 400 naming the field, not a 500', async () => {
      const top = await rejected({ name: 'Nul', motherName: 'a\u0000b' })
      expect(top.message).toBe('Dados inválidos. Nome da Mãe: contém um caractere inválido (NUL).')
      expect(top.details).toEqual(['motherName'])

      const nested = await rejected({ name: 'Nul', siblings: [{ name: '\u0000' }] })
      expect(nested.message).toBe('Dados inválidos. Irmãos, nº 1 — Nome: contém um caractere inválido (NUL).')
      expect(nested.details).toEqual(['siblings.0.name'])
      expect(await rowsWithName('Nul')).toHaveLength(0)
    })

    it('refuses a body that is not an object, and malformed JSON', async () => {
      const array = await rejected([fullPatient()])
      expect(array.message).toBe('Dados inválidos. Corpo da requisição: envie um objeto JSON.')

      const malformed = await t.app.inject({
        method: 'POST',
        url: '/api/patients',
        headers: { ...bearer(clinician.token), 'content-type': 'application/json' },
        payload: '{"name": "x",',
      })
      expect(malformed.statusCode).toBe(400)
      expect(errorOf(malformed).message).toBe('JSON malformado.')
    })

    it('refuses an Idempotency-Key that is not a UUID', async () => {
      const response = await post({ name: 'Chave ruim' }, { key: 'not-a-uuid' })
      expect(response.statusCode).toBe(400)
      const body = errorOf(response)
      expect(body.message).toBe('Dados inválidos. Idempotency-Key: identificador inválido.')
      expect(body.details).toEqual(['idempotency-key'])
      expect(await rowsWithName('Chave ruim')).toHaveLength(0)
    })
  })

  describe('201', () => {
    it('stores the full spec shape and echoes every field byte for byte, with an id', async () => {
      const payload = fullPatient()
      const response = await post(payload)
      expect(response.statusCode).toBe(201)
      const body = response.json() as Record<string, unknown>
      expect(body).toEqual({
        ...payload,
        id: expect.stringMatching(UUID),
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      })
      // Nothing internal leaks (the idempotency key, the creating user).
      expect(Object.keys(body).sort()).toEqual(
        [...Object.keys(payload), 'createdAt', 'id', 'updatedAt'].sort(),
      )

      // The stored row and a later read carry the same bytes.
      const [row] = await t.database.db
        .select()
        .from(patients)
        .where(eq(patients.id, body.id as string))
      expect(row).toMatchObject(payload)
      const read = await t.app.inject({
        url: `/api/patients/${body.id as string}`,
        headers: bearer(clinician.token),
      })
      expect(read.statusCode).toBe(200)
      expect(read.json()).toEqual(body)
    })

    it('does not trim or alter text', async () => {
      const payload = {
        name: '\t Pedro  Henrique \n',
        motherName: '   ',
        fatherName: 'ＡＢＣ ﬁ e\u0301', // full-width letters, a ligature, a combining accent: no normalisation
        siblings: [{ name: ' Bia ' }],
        address: [{ street: '  Rua  1  ', cep: '' }],
      }
      const response = await post(payload)
      expect(response.statusCode).toBe(201)
      expect(response.json()).toMatchObject(payload)
      const [row] = await rowsWithName(payload.name)
      expect(row).toMatchObject(payload)
    })

    it('only name is required: the other fields default to empty', async () => {
      const response = await post({ name: 'Só o nome' })
      expect(response.statusCode).toBe(201)
      expect(response.json()).toEqual({
        id: expect.stringMatching(UUID),
        name: 'Só o nome',
        fatherName: '',
        motherName: '',
        birthDate: null,
        age: '',
        phone: '',
        motherCareer: '',
        fatherCareer: '',
        medications: '',
        livesWith: '',
        caregiver: '',
        school: '',
        siblings: [],
        address: [],
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      })
    })

    it('counts maxLength in characters: 200 accented letters or emoji are accepted, 201 are not', async () => {
      for (const name of ['ã'.repeat(199) + 'é', '😀'.repeat(200)]) {
        const accepted = await post({ name })
        expect(accepted.statusCode).toBe(201)
        expect(accepted.json()).toMatchObject({ name })
      }
      const tooLong = await rejected({ name: '😀'.repeat(201) })
      expect(tooLong.message).toBe('Dados inválidos. Nome: use no máximo 200 caracteres.')
    })

    it('gives each patient its own id', async () => {
      const first = await post({ name: 'Homônimo' })
      const second = await post({ name: 'Homônimo' })
      expect([first.statusCode, second.statusCode]).toEqual([201, 201])
      expect(first.json<{ id: string }>().id).not.toBe(second.json<{ id: string }>().id)
      expect(await rowsWithName('Homônimo')).toHaveLength(2)
    })
  })

  describe('Idempotency-Key', () => {
    it('the same key twice creates one row; the second answer is 200 with the same patient', async () => {
      const key = crypto.randomUUID()
      const payload = { ...fullPatient(), name: 'Idempotente' }
      const first = await post(payload, { key })
      expect(first.statusCode).toBe(201)
      const second = await post(payload, { key })
      expect(second.statusCode).toBe(200)
      expect(second.json()).toEqual(first.json())
      expect(second.json()).toMatchObject({ ...payload, id: first.json<{ id: string }>().id })
      expect(await rowsWithKey(key)).toHaveLength(1)
      expect(await rowsWithName('Idempotente')).toHaveLength(1)
    })

    it('two copies of one request sent at once still create one row', async () => {
      const key = crypto.randomUUID()
      const payload = { name: 'Concorrente' }
      const responses = await Promise.all([post(payload, { key }), post(payload, { key })])
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 201])
      const [a, b] = responses.map((r) => r.json<{ id: string; name: string }>())
      expect(a).toEqual(b)
      expect(a!.name).toBe('Concorrente')
      expect(await rowsWithKey(key)).toHaveLength(1)
    })

    it('another user reusing the key gets 409 and creates nothing', async () => {
      const key = crypto.randomUUID()
      const first = await post({ name: 'Dono da chave' }, { key })
      expect(first.statusCode).toBe(201)
      const stolen = await post({ name: 'Outro usuário' }, { key, as: otherToken })
      expect(stolen.statusCode).toBe(409)
      expect(errorOf(stolen)).toEqual({ statusCode: 409, error: 'Conflict', message: KEY_REUSED })
      expect(await rowsWithKey(key)).toHaveLength(1)
      expect(await rowsWithName('Outro usuário')).toHaveLength(0)
    })

    it('a different key is a different request', async () => {
      const payload = { name: 'Duas chaves' }
      const first = await post(payload, { key: crypto.randomUUID() })
      const second = await post(payload, { key: crypto.randomUUID() })
      expect([first.statusCode, second.statusCode]).toEqual([201, 201])
      expect(first.json<{ id: string }>().id).not.toBe(second.json<{ id: string }>().id)
    })
  })
})
