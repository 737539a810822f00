// The FHIR Questionnaire of every released version and of schemas/: valid R4, one group per wizard step, and each
// field of each step's JSON Schema an item of the type its schema says, read from the files, not from a table.
import fs from 'node:fs'
import path from 'node:path'
import type { JSONSchema7 } from 'json-schema'
import type { QuestionnaireItem } from '@medplum/fhirtypes'
import { describe, expect, it } from 'vitest'
import type { QuestionnaireRelease } from '../../shared/questionnaire/release'
import { readRelease } from '../questionnaire/release'
import { allItems, fhirProblems } from '../../../tests/kit/fhir'
import { QUESTIONNAIRE_URL } from './base'
import { questionnaireResource } from './questionnaire'
import { withCheckboxes } from '../../../tests/kit/checkbox-release'

const RELEASES = path.join(path.dirname(new URL(import.meta.url).pathname), '../../../schemas/releases')
const released = fs
  .readdirSync(RELEASES)
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(fs.readFileSync(path.join(RELEASES, file), 'utf8')) as QuestionnaireRelease)
const releases: [string, QuestionnaireRelease][] = [
  ...released.map((release): [string, QuestionnaireRelease] => [release.version, release]),
  ['schemas/', readRelease()],
]

type Schema = JSONSchema7 & { $defs?: Record<string, JSONSchema7> }

/** A field's schema with its `$ref` (into common.json or the file's own $defs) followed, keeping its own keywords. */
function resolved(schema: Schema, release: QuestionnaireRelease, file: Schema): Schema {
  if (!schema.$ref) return schema
  const [where, pointer] = schema.$ref.split('#/$defs/')
  const defs = (where === 'common.json' ? release.common : file).$defs as Record<string, Schema>
  const { $ref: _ref, ...own } = schema
  return { ...defs[pointer!], ...own }
}

/** The FHIR item type a JSON Schema field must become. */
function expectedType(schema: Schema): QuestionnaireItem['type'] {
  const oneOf = (schema.oneOf ?? []) as Schema[]
  if (oneOf.length || schema.enum) return 'choice'
  if (schema.type === 'boolean') return 'boolean'
  if (schema.type === 'integer') return 'integer'
  if (schema.type === 'number') return 'decimal'
  if (schema.format === 'date') return 'date'
  return (schema.maxLength ?? 0) > 200 ? 'text' : 'string'
}

describe.each(releases)('FHIR Questionnaire of %s', (_name, release) => {
  const questionnaire = questionnaireResource(release)
  const items = allItems(questionnaire.item)

  it('is valid FHIR R4, with the canonical URL, the version and a Portuguese title', () => {
    expect(fhirProblems(questionnaire)).toEqual([])
    expect(questionnaire).toMatchObject({
      resourceType: 'Questionnaire',
      url: QUESTIONNAIRE_URL,
      version: release.version,
      status: 'active',
      title: 'Anamnese fonoaudiológica infantil',
    })
  })

  it('has one group per wizard step, in its order, titled as the wizard titles it', () => {
    expect(questionnaire.item!.map(({ linkId, text, type }) => ({ linkId, text, type }))).toEqual(
      release.wizard.steps.map((step) => ({ linkId: step.section, text: step.title, type: 'group' })),
    )
  })

  it('has every field of every step as an item named by its path, with its label, type and required flag', () => {
    const byLinkId = new Map(items.map((item) => [item.linkId, item]))
    expect(byLinkId.size).toBe(items.length)
    let checked = 0
    for (const step of release.wizard.steps) {
      const file = release.files[step.schema] as Schema
      for (const [field, property] of Object.entries(file.properties ?? {})) {
        const schema = resolved(property as Schema, release, file)
        const item = byLinkId.get(`${step.section}.${field}`)
        expect(item, `${step.section}.${field}`).toBeDefined()
        expect(item!.text).toBe(schema.title)
        expect(item!.required ?? false).toBe(file.required?.includes(field) ?? false)
        if (schema.type === 'array') {
          // A list of objects (siblings, addresses) is a repeating group of the entry's fields.
          const entry = resolved(schema.items as Schema, release, file)
          expect(item).toMatchObject({ type: 'group', repeats: true })
          expect(item!.item!.map((child) => child.linkId)).toEqual(
            Object.keys(entry.properties ?? {}).map((name) => `${step.section}.${field}.${name}`),
          )
        } else {
          expect(item!.type, `${step.section}.${field}`).toBe(expectedType(schema))
        }
        if (item!.type === 'choice') {
          const options = ((schema.oneOf ?? []) as Schema[]).map((o) => ({ code: o.const, display: o.title }))
          expect(
            item!.answerOption!.map((o) => ({ code: o.valueCoding!.code, display: o.valueCoding!.display })),
          ).toEqual(options)
        }
        checked++
      }
    }
    expect(checked).toBeGreaterThan(200)
  })

  it("orders each step's items as its UI schema orders the form", () => {
    for (const [index, step] of release.wizard.steps.entries()) {
      const order = ((release.files[step.ui] as { 'ui:order'?: string[] })['ui:order'] ?? []).filter(
        (field) => field !== '*',
      )
      const fields = questionnaire.item![index]!.item!.map((item) =>
        item.linkId.slice(step.section.length + 1),
      )
      expect(
        fields.filter((field) => order.includes(field)),
        step.section,
      ).toEqual(order)
    }
  })

  it('words its three-way answers with one code system, shared by every question that uses the set', () => {
    const choices = items.filter((item) => item.type === 'choice')
    expect(choices.length).toBeGreaterThan(20)
    const systems = new Set(choices.map((item) => item.answerOption![0]!.valueCoding!.system))
    expect(systems.size).toBeLessThan(choices.length)
    for (const item of choices)
      for (const option of item.answerOption!) expect(option.valueCoding!.system).toMatch(/^https:\/\//)
  })
})

describe('FHIR Questionnaire of a version with checkboxes', () => {
  it('makes a list of options a repeating choice', () => {
    const { release, linkId, options } = withCheckboxes(readRelease())
    const questionnaire = questionnaireResource(release)
    expect(fhirProblems(questionnaire)).toEqual([])
    const item = allItems(questionnaire.item).find((i) => i.linkId === linkId)
    expect(item).toMatchObject({ type: 'choice', repeats: true })
    expect(item!.answerOption!.map((o) => o.valueCoding!.display)).toEqual(options.map((o) => o.title))
  })
})
