// The OpenAPI document: valid OpenAPI 3.1 by a maintained validator, every contract route in it with its refusals,
// and docs/openapi.json the same as what the generator gives now.
import fs from 'node:fs'
import path from 'node:path'
import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it } from 'vitest'
import { routes } from '../../shared/contract/routes'
import { loadQuestionnaire } from '../questionnaire'
import { access } from './access'
import { apiDocument } from './api-document'
import { openApiPath } from './document'

const DOCS_FILE = path.resolve(import.meta.dirname, '../../../docs/openapi.json')

type Operation = {
  operationId: string
  parameters?: { name: string; in: string }[]
  responses: Record<string, unknown>
  security?: unknown[]
}
const operations = (document: ReturnType<typeof apiDocument>) =>
  Object.entries(document.paths).flatMap(([url, methods]) =>
    Object.entries(methods as Record<string, Operation>).map(([method, operation]) => ({
      url,
      method,
      operation,
    })),
  )
const operationOf = (document: ReturnType<typeof apiDocument>, key: string) => {
  const [method, url] = key.split(' ') as [string, string]
  return (document.paths as Record<string, Record<string, Operation>>)[openApiPath(url)]?.[
    method.toLowerCase()
  ]
}

async function validate(document: object) {
  const spec = structuredClone(document) as Record<string, unknown>
  const validator = new Validator()
  const result = await validator.validate(spec)
  return { result, validator }
}

describe('OpenAPI document', () => {
  const bare = apiDocument()
  const whole = apiDocument(loadQuestionnaire().schemas)

  it.each([
    ['with the questionnaire as placeholders', bare],
    ['with the questionnaire whole', whole],
  ])('is valid OpenAPI 3.1 %s, every reference resolving', async (_, document) => {
    const { result, validator } = await validate(document)
    expect(result.errors).toBeUndefined()
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
    expect(() => validator.resolveRefs()).not.toThrow()
    // Every reference points into the document: none is left to a questionnaire file's own name.
    expect(JSON.stringify(document)).not.toMatch(/"\$ref":"(?!#\/components\/schemas\/)/)
  })

  it('the validator refuses a parameter in no place OpenAPI knows', async () => {
    const broken = structuredClone(bare) as unknown as { paths: Record<string, Record<string, Operation>> }
    broken.paths['/api/patients/{id}']!.get!.parameters![0]!.in = 'body'
    expect((await validate(broken)).result.valid).toBe(false)
  })

  it('lists every route of the contract with its method, and nothing else', () => {
    const keys = Object.keys(routes)
    for (const key of keys) expect(operationOf(bare, key), key).toBeDefined()
    expect(operations(bare)).toHaveLength(keys.length)
    const ids = operations(bare).map(({ operation }) => operation.operationId)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it("names each path's parameters and each route's refusals", () => {
    for (const [key, route] of Object.entries(routes) as [string, Record<string, unknown>][]) {
      const operation = operationOf(bare, key)!
      const rules = access[key as keyof typeof access] as { who: string; reauth?: string; limit?: string }
      for (const [, name] of key.matchAll(/:(\w+)/g))
        expect(operation.parameters, key).toContainEqual(
          expect.objectContaining({ name, in: 'path', required: true }),
        )
      const statuses = Object.keys(operation.responses)
      const expectStatus = (status: string, when: boolean) =>
        expect(statuses.includes(status), `${key}: ${status}`).toBe(when)
      expectStatus(
        '400',
        Boolean(route.body || route.querystring || route.headers) || statuses.includes('400'),
      )
      expectStatus('401', rules.who !== 'anyone' || statuses.includes('401'))
      if (rules.who === 'admin' || rules.reauth) expectStatus('403', true)
      expectStatus('404', Boolean(route.params) || statuses.includes('404'))
      expectStatus('429', Boolean(rules.limit))
      const security = { anyone: [], family: [{ familyCookie: [] }] } as Record<string, unknown>
      expect(operation.security, key).toEqual(security[rules.who])
    }
  })

  it('keeps the questionnaire out unless given, so that a wording change leaves docs/openapi.json as it is', () => {
    const { properties } = loadQuestionnaire().release.patient as {
      properties: Record<string, { title?: string }>
    }
    const titles = Object.values(properties).flatMap(({ title }) =>
      title && title.length > 12 ? [title] : [],
    )
    expect(titles.length).toBeGreaterThan(0)
    for (const title of titles) {
      expect(JSON.stringify(whole).includes(JSON.stringify(title)), title).toBe(true)
      expect(JSON.stringify(bare).includes(JSON.stringify(title)), title).toBe(false)
    }
  })

  it('is the same at every build', () => {
    expect(JSON.stringify(apiDocument())).toBe(JSON.stringify(bare))
  })

  it('docs/openapi.json is what the generator gives now', () => {
    const committed = JSON.parse(fs.readFileSync(DOCS_FILE, 'utf8')) as unknown
    expect(
      JSON.stringify(committed) === JSON.stringify(bare),
      'docs/openapi.json is out of date: run `npm run openapi` and commit the file.',
    ).toBe(true)
  })
})
