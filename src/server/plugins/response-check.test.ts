// The tests' response check must be able to fail: a route that answers a field its schema does not list, or
// lacks one it requires, is a 500 naming the route; a route that keeps to its schema passes untouched.
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { responseCheckPlugin } from './response-check'

const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'string' } },
} as const

describe('response check', () => {
  const app = Fastify({ logger: false })
  beforeAll(async () => {
    await app.register(responseCheckPlugin)
    const stringify = (value: unknown) => JSON.stringify(value)
    const json = 'application/json; charset=utf-8'
    // The compiled serializer writes only the fields its schema lists: a row with more is cut down to them.
    app.get('/serialized', { schema: { response: { 200: schema } } }, () => ({ id: 'a', passwordHash: 'x' }))
    // A route with a serializer of its own (as the patient export has) skips the compiled one's filtering.
    app.get('/kept', { schema: { response: { 200: schema } } }, (_, reply) =>
      reply.type(json).serializer(stringify).send({ id: 'a' }),
    )
    app.get('/leaks', { schema: { response: { 200: schema } } }, (_, reply) =>
      reply.type(json).serializer(stringify).send({ id: 'a', passwordHash: 'x' }),
    )
    app.get('/lacks', { schema: { response: { 200: schema } } }, (_, reply) =>
      reply.type(json).serializer(stringify).send({}),
    )
    app.get('/untyped', { schema: { response: { 200: schema } } }, (_, reply) =>
      reply.serializer(stringify).send({ id: 'a' }),
    )
    await app.ready()
  })
  afterAll(() => app.close())

  it('passes an answer that keeps to its schema', async () => {
    const response = await app.inject('/kept')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ id: 'a' })
  })

  it("passes the compiled serializer's answer, which holds only the fields its schema lists", async () => {
    const response = await app.inject('/serialized')
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe('{"id":"a"}')
  })

  it('fails an answer with a field its schema does not list', async () => {
    const response = await app.inject('/leaks')
    expect(response.statusCode).toBe(500)
    expect(response.body).toContain('GET /leaks answered outside its response schema')
  })

  it('fails an answer that lacks a required field', async () => {
    expect((await app.inject('/lacks')).statusCode).toBe(500)
  })

  it('fails a JSON answer sent without its content type', async () => {
    const response = await app.inject('/untyped')
    expect(response.statusCode).toBe(500)
    expect(response.body).toContain('GET /untyped answered without a JSON content type')
  })
})
