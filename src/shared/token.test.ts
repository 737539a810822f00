import { describe, expect, it } from 'vitest'
import { decodeToken, isExpired, type TokenUser } from './token'

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url')
/** A token shaped like the server's: header.payload.signature, each base64url. */
const jwt = (payload: unknown) =>
  `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}.c2lnbmF0dXJl`

describe('decodeToken', () => {
  it('throws when the token is not a string', () => {
    for (const token of [undefined, null, 42, {}, ['a.b.c']]) expect(() => decodeToken(token)).toThrow()
  })

  it('throws when the payload part is missing', () => {
    expect(() => decodeToken('')).toThrow(/payload/)
    expect(() => decodeToken('header-only')).toThrow(/payload/)
    expect(() => decodeToken('header..signature')).toThrow(/payload/)
  })

  it('throws on invalid base64', () => {
    expect(() => decodeToken('h.not base64!.s')).toThrow()
    expect(() => decodeToken('h.eyJ+In0=.s')).toThrow() // standard base64 characters, not base64url
    expect(() => decodeToken('h.a.s')).toThrow() // one character is not a whole byte
    expect(() => decodeToken(`h.${Buffer.from([0xff, 0xfe, 0xfd]).toString('base64url')}.s`)).toThrow() // not UTF-8
  })

  it('throws on a payload that is not JSON, or not a JSON object', () => {
    expect(() => decodeToken(`h.${base64url('not json')}.s`)).toThrow()
    expect(() => decodeToken(`h.${base64url('{"name":')}.s`)).toThrow()
    expect(() => decodeToken(`h.${base64url('null')}.s`)).toThrow()
    expect(() => decodeToken(`h.${base64url('42')}.s`)).toThrow()
    expect(() => decodeToken(`h.${base64url('"ADMIN"')}.s`)).toThrow()
  })

  it('reads name, e-mail (sub), role and expiry from a real JWT payload', () => {
    const token = jwt({
      sub: 'ana@clinica.com.br',
      name: 'Ana',
      role: 'ADMIN',
      iat: 1_700_000_000,
      exp: 1_700_003_600,
    })
    expect(decodeToken(token)).toEqual({
      name: 'Ana',
      email: 'ana@clinica.com.br',
      role: 'ADMIN',
      exp: 1_700_003_600,
    })
  })

  it('decodes UTF-8 names with accents (and base64url characters - and _)', () => {
    const names = ['João Conceição', 'Ângela Müller', 'Zoë Ñandú', 'Fátima ÿÿÿ???>>>']
    for (const name of names)
      expect(decodeToken(jwt({ sub: 'x@y.z', name, role: 'CLINICIAN' })).name).toBe(name)
    expect(base64url(JSON.stringify({ name: 'Fátima ÿÿÿ???>>>' }))).toMatch(/[-_]/)
  })

  it('gives empty strings and no expiry for missing or mistyped claims', () => {
    expect(decodeToken(jwt({}))).toEqual({ name: '', email: '', role: '', exp: undefined })
    expect(decodeToken(jwt({ name: 1, sub: true, role: null, exp: '9' }))).toEqual({
      name: '',
      email: '',
      role: '',
      exp: undefined,
    })
  })

  it('accepts a payload with or without base64 padding', () => {
    const payload = base64url(JSON.stringify({ name: 'Bia' }))
    expect(decodeToken(`h.${payload}.s`).name).toBe('Bia')
    expect(decodeToken(`h.${payload}`).name).toBe('Bia')
  })
})

describe('isExpired', () => {
  const user = (exp: number | undefined): TokenUser => ({ name: 'Ana', email: 'a@b.c', role: 'ADMIN', exp })
  const now = 1_700_000_000_000

  it('is false without an expiry', () => {
    expect(isExpired(user(undefined), now)).toBe(false)
  })

  it('compares the expiry in seconds with now in milliseconds', () => {
    expect(isExpired(user(now / 1000 + 1), now)).toBe(false)
    expect(isExpired(user(now / 1000), now)).toBe(true)
    expect(isExpired(user(now / 1000 - 1), now)).toBe(true)
  })

  it('defaults to the current time', () => {
    expect(isExpired(user(Math.floor(Date.now() / 1000) + 3600))).toBe(false)
    expect(isExpired(user(Math.floor(Date.now() / 1000) - 1))).toBe(true)
  })
})
