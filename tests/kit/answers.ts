// The one answer generator: answers the questionnaire's evaluation sections from their JSON Schemas (type, answer
// set, bounds, format, pattern), so that a question added to schemas/ is answered with no code change. What each
// answer is comes from a strategy: deterministic for API tests, seeded for the seed and the benchmark, random for
// the fault test. Used by tests, fuzz, seed, fault test and bench.
import type { JSONSchema7 } from 'json-schema'
import { loadQuestionnaire } from '../../src/server/questionnaire'

type Schema = JSONSchema7

/** One question as the generator sees it: its field name, title and (resolved) schema. */
export interface Question {
  section: string
  field: string
  title: string
  schema: Schema
}

/** How to answer; each method gets the question, with bounds already read from its schema. */
export interface AnswerStrategy {
  /** Whether to answer this question at all (default: always). */
  answers?(question: Question): boolean
  choice<T>(values: readonly T[], question: Question): T
  boolean(question: Question): boolean
  integer(min: number, max: number, question: Question): number
  date(question: Question): string
  /** Free text of at most `maxLength` characters (code points). */
  text(maxLength: number, question: Question): string
}

export type Sections = Record<string, Record<string, unknown>>

const questionnaire = loadQuestionnaire()
const byId = new Map(questionnaire.schemas.map((schema) => [schema.$id, schema as Schema]))

/** Follows a `$ref` (into common.json or the schema's own `$defs`), keeping the referring schema's title. */
function resolve(schema: Schema, root: Schema): Schema {
  if (!schema.$ref) return schema
  const [file, pointer = ''] = schema.$ref.split('#')
  let target: unknown = file ? byId.get(file) : root
  if (!target) throw new Error(`answers: unknown $ref ${schema.$ref}`)
  for (const part of pointer.split('/').filter(Boolean)) target = (target as Record<string, unknown>)[part]
  return resolve({ ...(target as Schema), ...(schema.title ? { title: schema.title } : {}) }, root)
}

type Answerer = (strategy: AnswerStrategy) => unknown

/** How to answer one question, worked out once from its schema (the seed answers millions of them). */
function answerer(question: Question, root: Schema): Answerer {
  const schema = resolve(question.schema, root)
  const at: Question = { ...question, schema, title: schema.title ?? question.title }
  const choices = (schema.oneOf ?? []) as Schema[]
  if (choices.length && choices.every((choice) => 'const' in choice)) {
    const values = choices.map((choice) => choice.const)
    return (strategy) => strategy.choice(values, at)
  }
  const { enum: values } = schema
  if (values) return (strategy) => strategy.choice(values, at)
  switch (schema.type) {
    case 'boolean':
      return (strategy) => strategy.boolean(at)
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 0
      const max = schema.maximum ?? min + 100
      return (strategy) => strategy.integer(min, max, at)
    }
    case 'string': {
      if (schema.format === 'date') return (strategy) => strategy.date(at)
      // A pattern's answer is its schema's own example (phone, CEP): the generator cannot invent one.
      if (schema.pattern) {
        const example = (schema.examples as unknown[] | undefined)?.[0]
        if (typeof example !== 'string') throw new Error(`answers: ${at.field} has a pattern and no example`)
        return () => example
      }
      if (schema.format) throw new Error(`answers: cannot answer format ${schema.format} (${at.field})`)
      const maxLength = schema.maxLength ?? 200
      return (strategy) => strategy.text(maxLength, at)
    }
    case 'array': {
      const item = answerer({ ...at, schema: (schema.items ?? {}) as Schema }, root)
      return (strategy) => [item(strategy)]
    }
    case 'object':
      return objectAnswerer(at.section, schema, root)
    default:
      throw new Error(`answers: no answer for ${at.field}: ${JSON.stringify(schema)}`)
  }
}

function objectAnswerer(section: string, schema: Schema, root: Schema): Answerer {
  const fields = Object.entries(schema.properties ?? {}).map(([field, property]) => {
    const question = {
      section,
      field,
      title: (property as Schema).title ?? field,
      schema: property as Schema,
    }
    return { question, answer: answerer(question, root) }
  })
  return (strategy) => {
    const answers: Record<string, unknown> = {}
    for (const { question, answer } of fields)
      if (!strategy.answers || strategy.answers(question)) answers[question.field] = answer(strategy)
    return answers
  }
}

/** The questionnaire's evaluation sections (gestation … familyInterrelationship), by the wizard's order. */
export const evaluationSections: readonly string[] = questionnaire.sections

const sectionAnswerers = new Map(
  evaluationSections.map((section) => {
    const schema = byId.get(`${section}.json`)
    if (!schema) throw new Error(`answers: no schema for section ${section}`)
    return [section, objectAnswerer(section, schema, schema)]
  }),
)

/** One evaluation section's answers. */
export function answerSection(section: string, strategy: AnswerStrategy): Record<string, unknown> {
  const answer = sectionAnswerers.get(section)
  if (!answer) throw new Error(`answers: unknown section ${section}`)
  return answer(strategy) as Record<string, unknown>
}

/** Every evaluation section answered. */
export function answerEvaluation(strategy: AnswerStrategy): Sections {
  const sections: Sections = {}
  for (const [section, answer] of sectionAnswerers)
    sections[section] = answer(strategy) as Record<string, unknown>
  return sections
}

/** How many questions a complete evaluation answers (the sections' own fields). */
export const questionCount = evaluationSections.reduce(
  (n, section) => n + Object.keys(byId.get(`${section}.json`)?.properties ?? {}).length,
  0,
)

/** Text cut to `maxLength` code points, as JSON Schema counts them. */
export const fitText = (text: string, maxLength: number) => [...text].slice(0, maxLength).join('')

/**
 * The same answers every time, each a valid one: the last option of an answer set (so 'ocasionalmente' and
 * 'com_dificuldade', not the first), true, the middle of a range, a fixed date, and `text` (default: the field's
 * name in a short Portuguese sentence).
 */
export function fixedAnswers(
  text: (question: Question) => string = (q) => `Resposta ${q.field}: "ação" ç`,
): AnswerStrategy {
  return {
    choice: (values) => values[values.length - 1]!,
    boolean: () => true,
    integer: (min, max) => Math.floor((min + max) / 2),
    date: () => '2024-05-01',
    text: (maxLength, question) => fitText(text(question), maxLength),
  }
}

/** Answers drawn from `random` (a [0, 1) source: Math.random, or a seeded generator's next()). */
export function randomAnswers(
  random: () => number,
  options: { fill?: number; text?(maxLength: number, question: Question): string } = {},
): AnswerStrategy {
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1))
  const { fill = 1 } = options
  return {
    answers: () => fill >= 1 || random() < fill,
    choice: (values) => values[Math.floor(random() * values.length)]!,
    boolean: () => random() < 0.5,
    integer: int,
    date: () => new Date(Date.UTC(2010, 0, 1) + int(0, 5500) * 86_400_000).toISOString().slice(0, 10),
    text: options.text ?? ((maxLength) => fitText(`Resposta ${int(1, 99_999)}`, maxLength)),
  }
}
