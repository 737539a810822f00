import crypto from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { patients } from '../../db/schema'
import {
  bearer,
  createTestApp,
  errorOf,
  SERVER_UUID as UUID,
  type TestApp,
} from '../../../../tests/kit/test-app'
import { dbKinds } from '../../../../tests/kit/test-db'
import { NOT_FOUND } from '../../http-error'
import type { PatientPage as Page } from '../../../shared/contract/patients'
import { expectBadRequest, expectUnauthorized, fullPatient } from '../../../../tests/kit/api-fixtures'

const BAD_CURSOR = 'Parâmetro "cursor" inválido.'

type PatientBody = Record<string, unknown> & { id: string; name: string }

const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

describe.each(dbKinds)('patients read and update (%s)', (kind) => {
  /** Each describe below has its own database, and its own signed-in user. */
  const tokens = new WeakMap<TestApp, string>()
  const signIn = async (t: TestApp) => tokens.set(t, await t.signIn())

  const inject = (
    t: TestApp,
    options: { method?: 'GET' | 'PUT'; url: string; query?: object; payload?: object },
  ) =>
    t.app.inject({
      method: options.method ?? 'GET',
      url: options.url,
      query: options.query as Record<string, string>,
      payload: options.payload,
      headers: bearer(tokens.get(t)!),
    })
  const create = async (t: TestApp, payload: object) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/patients',
      headers: bearer(tokens.get(t)!),
      payload,
    })
    expect(response.statusCode).toBe(201)
    return response.json<PatientBody>()
  }

  describe('GET /api/patients', () => {
    // A database of its own, so that every list and search answer is known exactly.
    let t: TestApp
    const searchNames = [
      'João Pereira',
      'joão da silva',
      'Maria da Conceição',
      'Ana 100% Feliz',
      'Ana 1000 Silva',
      'Bia_Souza',
      'Bia Souza',
      'Caio \\ Barra',
    ]
    const created: PatientBody[] = []

    beforeAll(async () => {
      t = await createTestApp(kind)
      await signIn(t)
      created.push(await create(t, { ...fullPatient(), name: searchNames[0] }))
      for (const name of searchNames.slice(1)) created.push(await create(t, { name }))
    })
    afterAll(() => t?.close())

    const list = async (query: Record<string, string | number> = {}) => {
      const response = await inject(t, { url: '/api/patients', query })
      expect(response.statusCode).toBe(200)
      return response.json<Page>()
    }
    const names = async (q: string) => (await list({ q, limit: 100 })).items.map((p) => p.name)
    async function badQuery(query: Record<string, string | number>) {
      const response = await inject(t, { url: '/api/patients', query })
      expect(response.statusCode).toBe(400)
      const body = errorOf(response)
      expect(body.error).toBe('Bad Request')
      return body
    }

    it('401 without a token', async () => {
      const response = await t.app.inject({ url: '/api/patients' })
      expectUnauthorized(response)
    })

    it('400 for limit over 100, limit 0 and a limit that is not a number', async () => {
      const over = await badQuery({ limit: 101 })
      expect(over.message).toBe('Parâmetros inválidos. Itens por página: informe só o número, de 1 a 100.')
      expect(over.details).toEqual(['limit'])

      const zero = await badQuery({ limit: 0 })
      expect(zero.message).toBe('Parâmetros inválidos. Itens por página: informe só o número, de 1 a 100.')
      expect(zero.details).toEqual(['limit'])

      const text = await badQuery({ limit: 'dez' })
      expect(text.message).toBe('Parâmetros inválidos. Itens por página: informe só o número, de 1 a 100.')
      expect(text.details).toEqual(['limit'])
    })

    it.each([
      ['not base64 JSON', 'abc'],
      ['an object', cursorOf({ createdAt: '2024-01-01', id: crypto.randomUUID() })],
      ['numbers', cursorOf([1, 2])],
      ['a malformed id', cursorOf(['2024-01-01 00:00:00+00', "1' OR '1'='1"])],
      ['a date Date.parse accepts but PostgreSQL does not: "1"', cursorOf(['1', crypto.randomUUID()])],
      ['an impossible day', cursorOf(['2024-02-30 00:00:00+00', crypto.randomUUID()])],
      ['a weekday', cursorOf(['Tuesday 5', crypto.randomUUID()])],
      ['hour 25', cursorOf(['2024-01-01 25:00:00+00', crypto.randomUUID()])],
      ['year 0', cursorOf(['0000-01-01 00:00:00+00', crypto.randomUUID()])],
    ])('400 in Portuguese for a bad cursor: %s', async (_label, cursor) => {
      const body = await badQuery({ cursor })
      expect(body.message).toBe(BAD_CURSOR)
      expect(body.details).toEqual(['cursor'])
    })

    it('400 for an unknown parameter, a q over 200 characters and a q holding NUL', async () => {
      const unknown = await badQuery({ page: 2 })
      expect(unknown.message).toBe('Campo(s) desconhecido(s): page.')
      expect(unknown.details).toEqual(['page'])

      const long = await badQuery({ q: 'a'.repeat(201) })
      expect(long.message).toBe('Parâmetros inválidos. Buscar pelo nome: use no máximo 200 caracteres.')
      expect(long.details).toEqual(['q'])

      const nul = await badQuery({ q: 'jo\u0000ao' })
      expect(nul.message).toBe('Parâmetros inválidos. Buscar pelo nome: contém um caractere inválido (NUL).')
      expect(nul.details).toEqual(['q'])
    })

    it('lists newest first with id, name, birthDate, age, fatherName and motherName only', async () => {
      const page = await list()
      expect(page.nextCursor).toBeNull()
      expect(page.items.map((p) => p.name)).toEqual([...searchNames].reverse())
      const helena = fullPatient()
      expect(page.items.at(-1)).toEqual({
        id: created[0]!.id,
        name: 'João Pereira',
        birthDate: helena.birthDate,
        age: helena.age,
        fatherName: helena.fatherName,
        motherName: helena.motherName,
        createdAt: created[0]!.createdAt,
      })
      expect(page.items[0]).toEqual({
        id: created.at(-1)!.id,
        name: 'Caio \\ Barra',
        birthDate: null,
        age: '',
        fatherName: '',
        motherName: '',
        createdAt: expect.any(String),
      })
      for (const item of page.items) expect(item.id).toMatch(UUID)
      const times = page.items.map((p) => Date.parse(p.createdAt))
      expect(times).toEqual([...times].sort((a, b) => b - a))
    })

    it.each([
      ['joao', ['joão da silva', 'João Pereira']],
      ['JOÃO', ['joão da silva', 'João Pereira']],
      ['JoAo', ['joão da silva', 'João Pereira']],
      ['conceicao', ['Maria da Conceição']],
      ['CONCEIÇÃO', ['Maria da Conceição']],
      ['ereir', ['João Pereira']],
      ['silva', ['Ana 1000 Silva', 'joão da silva']],
      ['  joao  ', ['joão da silva', 'João Pereira']],
      ['zzz', []],
      ["' OR '1'='1", []],
    ])('q=%j ignores case and accents and matches part of a name', async (q, expected) => {
      expect(await names(q)).toEqual(expected)
    })

    it.each([
      ['%', ['Ana 100% Feliz']],
      ['100%', ['Ana 100% Feliz']],
      ['_', ['Bia_Souza']],
      ['bia_s', ['Bia_Souza']],
      ['\\', ['Caio \\ Barra']],
    ])('q=%j: LIKE wildcards are literal', async (q, expected) => {
      expect(await names(q)).toEqual(expected)
    })

    it('a search answers with the same fields and no cursor when it all fits', async () => {
      const page = await list({ q: 'pereira' })
      expect(page).toEqual({
        items: [
          {
            id: created[0]!.id,
            name: 'João Pereira',
            birthDate: '2019-07-14',
            age: '6 anos',
            fatherName: 'Jorge Ávila',
            motherName: 'Íris Ávila',
            createdAt: created[0]!.createdAt,
          },
        ],
        nextCursor: null,
      })
    })

    it('paginates 7 patients by 3: pages of 3, 3 and 1, nothing repeated or missing', async () => {
      const ids: string[] = []
      for (let i = 1; i <= 7; i++) ids.push((await create(t, { name: `Paginado ${i}` })).id)

      const first = await list({ q: 'paginado', limit: 3 })
      expect(first.items.map((p) => p.name)).toEqual(['Paginado 7', 'Paginado 6', 'Paginado 5'])
      expect(first.nextCursor).toEqual(expect.any(String))

      const second = await list({ q: 'paginado', limit: 3, cursor: first.nextCursor! })
      expect(second.items.map((p) => p.name)).toEqual(['Paginado 4', 'Paginado 3', 'Paginado 2'])
      expect(second.nextCursor).toEqual(expect.any(String))

      const third = await list({ q: 'paginado', limit: 3, cursor: second.nextCursor! })
      expect(third.items.map((p) => p.name)).toEqual(['Paginado 1'])
      expect(third.nextCursor).toBeNull()

      const seen = [...first.items, ...second.items, ...third.items].map((p) => p.id)
      expect(new Set(seen).size).toBe(7)
      expect(seen).toEqual([...ids].reverse())

      // A page that ends exactly at the last row has no next page.
      const exact = await list({ q: 'paginado', limit: 7 })
      expect(exact.items).toHaveLength(7)
      expect(exact.nextCursor).toBeNull()
    })

    it('walking the whole list by 3 visits every patient once, in the order of one big page', async () => {
      const all = await list({ limit: 100 })
      const total = (await t.database.db.select().from(patients)).length
      expect(all.items).toHaveLength(total)

      const walked: string[] = []
      let cursor: string | null = null
      let pages = 0
      do {
        const page: Page = await list({ limit: 3, ...(cursor ? { cursor } : {}) })
        expect(page.items.length).toBeGreaterThan(0)
        expect(page.items.length).toBeLessThanOrEqual(3)
        walked.push(...page.items.map((p) => p.id))
        cursor = page.nextCursor
        pages++
      } while (cursor && pages < 100)
      expect(cursor).toBeNull()
      expect(pages).toBe(Math.ceil(total / 3))
      expect(walked).toEqual(all.items.map((p) => p.id))
    })

    it('rows created in the same instant are neither repeated nor skipped across pages', async () => {
      const instant = sql`'2020-01-01 12:00:00.123456+00'::timestamptz`
      for (let i = 1; i <= 5; i++)
        await t.database.db.insert(patients).values({ name: `Empate ${i}`, createdAt: instant })

      const walked: string[] = []
      let cursor: string | null = null
      do {
        const page: Page = await list({ q: 'empate', limit: 2, ...(cursor ? { cursor } : {}) })
        walked.push(...page.items.map((p) => p.name))
        cursor = page.nextCursor
      } while (cursor)
      expect(walked).toHaveLength(5)
      expect(new Set(walked)).toEqual(new Set(['Empate 1', 'Empate 2', 'Empate 3', 'Empate 4', 'Empate 5']))
    })
  })

  describe('GET and PUT /api/patients/{id}', () => {
    let t: TestApp

    beforeAll(async () => {
      t = await createTestApp(kind)
      await signIn(t)
    })
    afterAll(() => t?.close())

    const read = async (id: string) => {
      const response = await inject(t, { url: `/api/patients/${encodeURIComponent(id)}` })
      expect(response.statusCode).toBe(200)
      return response.json<PatientBody>()
    }
    const put = (id: string, payload: object) =>
      inject(t, { method: 'PUT', url: `/api/patients/${encodeURIComponent(id)}`, payload })

    describe('GET', () => {
      it('401 without a token', async () => {
        const { id } = await create(t, { name: 'Sem token' })
        const response = await t.app.inject({ url: `/api/patients/${id}` })
        expectUnauthorized(response)
      })

      it.each([
        ['an unknown uuid', crypto.randomUUID()],
        ['abc', 'abc'],
        ['an injection attempt', "1' OR '1'='1"],
        ['a uuid with extra text', `${crypto.randomUUID()}x`],
      ])('404 for %s', async (_label, id) => {
        const response = await inject(t, { url: `/api/patients/${encodeURIComponent(id)}` })
        expect(response.statusCode).toBe(404)
        expect(errorOf(response)).toEqual({ statusCode: 404, error: 'Not Found', message: NOT_FOUND.patient })
      })

      it('200 with the whole patient', async () => {
        const created = await create(t, fullPatient())
        const patient = await read(created.id)
        expect(patient).toEqual({
          ...fullPatient(),
          id: created.id,
          createdAt: created.createdAt,
          updatedAt: created.updatedAt,
        })
      })
    })

    describe('PUT', () => {
      it('401 without a token, and nothing changes', async () => {
        const created = await create(t, fullPatient())
        const response = await t.app.inject({
          method: 'PUT',
          url: `/api/patients/${created.id}`,
          payload: { name: 'Invasor' },
        })
        expectUnauthorized(response)
        expect(await read(created.id)).toEqual(created)
      })

      it('400 naming an unknown field, and nothing changes', async () => {
        const created = await create(t, fullPatient())
        const top = await put(created.id, { name: 'Novo nome', foo: 'x' })
        expectBadRequest(top, 'Campo(s) desconhecido(s): foo.', ['foo'])

        const nested = await put(created.id, { name: 'Novo nome', siblings: [{ siblingsName: 'Otávio' }] })
        expect(nested.statusCode).toBe(400)
        expect(errorOf(nested).message).toBe('Campo(s) desconhecido(s): siblings.0.siblingsName.')
        expect(errorOf(nested).details).toEqual(['siblings.0.siblingsName'])
        expect(await read(created.id)).toEqual(created)
      })

      it('400 for a wrong type, an empty or missing name', async () => {
        const created = await create(t, fullPatient())
        const wrongType = await put(created.id, { name: 'X', age: 7 })
        expect(wrongType.statusCode).toBe(400)
        expect(errorOf(wrongType).message).toBe('Dados inválidos. Idade: resposta em formato inválido.')
        expect(errorOf(wrongType).details).toEqual(['age'])

        const empty = await put(created.id, { name: '' })
        expect(empty.statusCode).toBe(400)
        expect(errorOf(empty).message).toBe('Dados inválidos. Nome: informe o nome da criança.')

        const missing = await put(created.id, { motherName: 'Outra' })
        expect(missing.statusCode).toBe(400)
        expect(errorOf(missing).message).toBe('Dados inválidos. Nome: informe o nome da criança.')
        expect(errorOf(missing).details).toEqual(['name'])
        expect(await read(created.id)).toEqual(created)
      })

      it.each([
        ['an unknown uuid', crypto.randomUUID()],
        ['abc', 'abc'],
        ['an injection attempt', "1' OR '1'='1"],
      ])('404 for %s', async (_label, id) => {
        const response = await put(id, { name: 'Ninguém' })
        expect(response.statusCode).toBe(404)
        expect(errorOf(response)).toEqual({ statusCode: 404, error: 'Not Found', message: NOT_FOUND.patient })
      })

      it('200: PUT {name} changes the name and keeps every field absent from the body', async () => {
        const created = await create(t, fullPatient())
        const response = await put(created.id, { name: '  Helena Ávila Souza 😀 ' })
        expect(response.statusCode).toBe(200)
        const updated = response.json<PatientBody>()
        expect(updated).toEqual({
          ...fullPatient(),
          name: '  Helena Ávila Souza 😀 ',
          id: created.id,
          createdAt: created.createdAt,
          updatedAt: expect.any(String),
        })
        expect(updated.motherName).toBe('Íris Ávila')
        expect(updated.siblings).toEqual([{ name: 'Otávio', age: 9 }])
        expect(Date.parse(updated.updatedAt as string)).toBeGreaterThanOrEqual(
          Date.parse(created.updatedAt as string),
        )
        expect(await read(created.id)).toEqual(updated)
      })

      it('200: the fields given replace the stored ones, lists included; the others are kept', async () => {
        const created = await create(t, fullPatient())
        const changes = {
          name: 'Helena Ávila',
          motherName: 'Íris Ávila Campos',
          birthDate: '2019-08-01',
          siblings: [],
          address: [{ city: 'Niterói', state: 'RJ' }],
        }
        const response = await put(created.id, changes)
        expect(response.statusCode).toBe(200)
        const updated = response.json<PatientBody>()
        expect(updated).toEqual({
          ...fullPatient(),
          ...changes,
          id: created.id,
          createdAt: created.createdAt,
          updatedAt: expect.any(String),
        })
        expect(await read(created.id)).toEqual(updated)

        // The other patients are untouched.
        const other = await create(t, { name: 'Vizinho' })
        await put(created.id, { name: 'Helena' })
        expect(await read(other.id)).toEqual(other)
      })
    })
  })
})
