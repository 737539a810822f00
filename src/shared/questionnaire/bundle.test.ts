import fs from 'node:fs'
import type { JSONSchema7 } from 'json-schema'
import { Ajv } from 'ajv'
import addFormats from 'ajv-formats'
import { describe, expect, it } from 'vitest'
import { bundleWithCommon } from './bundle'
import { HINT_KEYWORD } from './messages'

const readSchema = (file: string) =>
  JSON.parse(fs.readFileSync(new URL(`../../../schemas/${file}`, import.meta.url), 'utf8')) as JSONSchema7

/** The `$defs` of a bundled schema (JSONSchema7's types know only `definitions`). */
const defsOf = (schema: JSONSchema7) => (schema as { $defs?: Record<string, unknown> }).$defs ?? {}

const common = {
  $id: 'common.json',
  $defs: {
    yesNoSometimes: {
      type: 'string',
      oneOf: [{ const: 'sim' }, { const: 'nao' }, { const: 'ocasionalmente' }],
    },
    yesNoDifficulty: {
      type: 'string',
      oneOf: [{ const: 'sim' }, { const: 'nao' }, { const: 'com_dificuldade' }],
    },
    sibling: { type: 'object', properties: { siblingsName: { type: 'string' } } },
    family: { type: 'object', properties: { sibling: { $ref: 'common.json#/$defs/sibling' } } },
    address: { type: 'object', properties: { street: { type: 'string' } } },
  },
} as JSONSchema7

describe('bundleWithCommon', () => {
  it('rewrites common.json references to local $defs and copies only the definitions used', () => {
    const schema: JSONSchema7 = {
      $id: 'habitsAndTics.json',
      type: 'object',
      properties: {
        bitesNails: { $ref: 'common.json#/$defs/yesNoSometimes', title: 'Rói as unhas' },
        alignsObjects: { $ref: 'common.json#/$defs/yesNoSometimes', title: 'Alinha objetos' },
        siblings: { type: 'array', items: { $ref: 'common.json#/$defs/sibling' } },
      },
    }
    const bundled = bundleWithCommon(schema, common)
    expect(bundled.properties?.bitesNails).toEqual({ $ref: '#/$defs/yesNoSometimes', title: 'Rói as unhas' })
    expect(bundled.properties?.alignsObjects).toEqual({
      $ref: '#/$defs/yesNoSometimes',
      title: 'Alinha objetos',
    })
    expect(bundled.properties?.siblings).toEqual({ type: 'array', items: { $ref: '#/$defs/sibling' } })
    expect(Object.keys(defsOf(bundled)).sort()).toEqual(['sibling', 'yesNoSometimes'])
    expect(defsOf(bundled).yesNoSometimes).toEqual(defsOf(common).yesNoSometimes)
    expect(JSON.stringify(bundled)).not.toContain('common.json')
    expect(bundled.$id).toBe('habitsAndTics.json')
  })

  it('does not change its arguments', () => {
    const schema: JSONSchema7 = { type: 'object', properties: { a: { $ref: 'common.json#/$defs/address' } } }
    const before = JSON.stringify(schema)
    const commonBefore = JSON.stringify(common)
    bundleWithCommon(schema, common)
    expect(JSON.stringify(schema)).toBe(before)
    expect(JSON.stringify(common)).toBe(commonBefore)
  })

  it('follows references from one common definition to another', () => {
    const bundled = bundleWithCommon({ properties: { f: { $ref: 'common.json#/$defs/family' } } }, common)
    expect(Object.keys(defsOf(bundled)).sort()).toEqual(['family', 'sibling'])
    expect(defsOf(bundled).family).toEqual({
      type: 'object',
      properties: { sibling: { $ref: '#/$defs/sibling' } },
    })
  })

  it('keeps local $defs and references, and adds no $defs when nothing from common.json is used', () => {
    const local: JSONSchema7 = {
      type: 'object',
      properties: { p: { $ref: '#/$defs/own' }, q: { type: 'string' } },
      $defs: { own: { type: 'integer' } },
    } as JSONSchema7
    expect(bundleWithCommon(local, common)).toEqual(local)
    const plain: JSONSchema7 = { type: 'object', properties: { q: { type: 'string' } } }
    expect(bundleWithCommon(plain, common)).not.toHaveProperty('$defs')

    const mixed = bundleWithCommon(
      { ...local, properties: { ...local.properties, r: { $ref: 'common.json#/$defs/address' } } },
      common,
    )
    expect(Object.keys(defsOf(mixed)).sort()).toEqual(['address', 'own'])
  })

  it('throws on a reference to a definition common.json does not have', () => {
    expect(() =>
      bundleWithCommon({ properties: { x: { $ref: 'common.json#/$defs/yesNoMaybe' } } }, common),
    ).toThrow(/Unknown reference common\.json#\/\$defs\/yesNoMaybe/)
  })

  it('makes every real step self-contained: it compiles in a strict Ajv without common.json', () => {
    const realCommon = readSchema('common.json')
    const wizard = readSchema('wizard.json') as unknown as { steps: { schema: string }[] }
    for (const step of wizard.steps) {
      const bundled = bundleWithCommon(readSchema(step.schema), realCommon)
      expect(JSON.stringify(bundled), step.schema).not.toContain('common.json#')
      const ajv = new Ajv({ strict: true })
      addFormats.default(ajv, ['date'])
      ajv.addKeyword({ keyword: HINT_KEYWORD, schemaType: 'string' })
      expect(() => ajv.compile(bundled), step.schema).not.toThrow()
    }
    const personal = bundleWithCommon(readSchema('steps/01-dados-pessoais.schema.json'), realCommon)
    expect(Object.keys(defsOf(personal))).toEqual(['sibling'])
  })
})
