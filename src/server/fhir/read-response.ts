// A QuestionnaireResponse read back into the answers of each wizard step, against the same question tree the
// export writes it from (questions.ts): an item the version does not have, or an answer of another type than its
// question's, is refused by name.
import type { QuestionnaireResponseItem, QuestionnaireResponseItemAnswer } from '@medplum/fhirtypes'
import type { QuestionnaireRelease } from '../../shared/questionnaire/release'
import { ANSWER_SOURCE_URL, ANSWER_SOURCES } from './base'
import { FhirImportError } from './import-error'
import { stepQuestions, type Question } from './questions'

type Values = Record<string, unknown>
type AnswerSource = (typeof ANSWER_SOURCES)[number]

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** Each kind's value[x] element, what it must hold, and the words for it. */
const EXPECTED: Record<Exclude<Question['kind'], 'group'>, { key: string; words: string }> = {
  string: { key: 'valueString', words: 'um texto' },
  text: { key: 'valueString', words: 'um texto' },
  date: { key: 'valueDate', words: 'uma data (AAAA-MM-DD)' },
  integer: { key: 'valueInteger', words: 'um número inteiro' },
  decimal: { key: 'valueDecimal', words: 'um número' },
  boolean: { key: 'valueBoolean', words: 'Sim ou Não (verdadeiro ou falso)' },
  choice: { key: 'valueCoding', words: 'uma das opções da pergunta' },
}

const fits: Record<string, (value: unknown) => boolean> = {
  valueString: (v) => typeof v === 'string',
  valueDate: (v) => typeof v === 'string' && DAY.test(v),
  valueInteger: (v) => Number.isInteger(v),
  valueDecimal: (v) => typeof v === 'number' && Number.isFinite(v),
  valueBoolean: (v) => typeof v === 'boolean',
  valueCoding: (v) => Boolean(v) && typeof v === 'object',
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value)

/** "Item gestation.motherAge (Idade da mãe)": how an error names a question. */
export const itemName = (linkId: string, label?: string) =>
  label && label !== linkId ? `Item ${linkId} (${label})` : `Item ${linkId}`

function answerValue(question: Question, answer: unknown): unknown {
  const kind = question.kind as keyof typeof EXPECTED
  const { key, words } = EXPECTED[kind]
  const wrong = () =>
    new FhirImportError(`${itemName(question.linkId, question.text)}: a resposta deve ser ${words}.`)
  if (!isObject(answer)) throw wrong()
  const present = Object.keys(answer).filter((k) => k.startsWith('value'))
  if (present.length !== 1 || present[0] !== key || !fits[key]!(answer[key])) throw wrong()
  if (kind !== 'choice') return answer[key]
  const coding = answer.valueCoding as Record<string, unknown>
  const option = question.options?.find(
    (o) => o.code === coding.code && (coding.system === undefined || coding.system === o.system),
  )
  if (!option) throw wrong()
  return option.code
}

function readItems(questions: Question[], items: unknown, where: string, version: string): Values {
  if (items !== undefined && !Array.isArray(items))
    throw new FhirImportError(`${where}: "item" deve ser uma lista.`)
  const values: Values = {}
  for (const item of (items ?? []) as unknown[]) {
    if (!isObject(item) || typeof item.linkId !== 'string')
      throw new FhirImportError(`${where}: cada item deve ter um linkId.`)
    const { linkId } = item as unknown as QuestionnaireResponseItem
    const question = questions.find((q) => q.linkId === linkId)
    if (!question)
      throw new FhirImportError(`Item ${linkId}: não existe na versão ${version} do questionário.`)
    const name = itemName(linkId, question.text)
    const answers = item.answer as QuestionnaireResponseItemAnswer[] | undefined
    if (question.kind === 'group') {
      if (answers !== undefined) throw new FhirImportError(`${name}: é um grupo, sem resposta própria.`)
      const entry = readItems(question.items ?? [], item.item, name, version)
      if (question.repeats) values[question.field] = [...((values[question.field] as Values[]) ?? []), entry]
      else if (question.field in values) throw new FhirImportError(`${name}: aparece mais de uma vez.`)
      else values[question.field] = entry
      continue
    }
    if (item.item !== undefined) throw new FhirImportError(`${name}: uma pergunta não tem itens dentro.`)
    if (question.field in values) throw new FhirImportError(`${name}: aparece mais de uma vez.`)
    if (!Array.isArray(answers) || answers.length === 0) throw new FhirImportError(`${name}: sem resposta.`)
    if (answers.length > 1 && !question.repeats)
      throw new FhirImportError(`${name}: a pergunta aceita uma resposta só.`)
    const read = answers.map((answer) => answerValue(question, answer))
    values[question.field] = question.repeats ? read : read[0]
  }
  return values
}

/** Who gave each answer, from the items' answer-source extension ('section.field' → family or clinician). */
function sourcesOf(items: unknown): Record<string, AnswerSource> {
  const sources: Record<string, AnswerSource> = {}
  for (const step of Array.isArray(items) ? (items as unknown[]) : [])
    for (const question of isObject(step) && Array.isArray(step.item) ? (step.item as unknown[]) : []) {
      if (!isObject(question) || !Array.isArray(question.extension)) continue
      const found = (question.extension as unknown[]).find(
        (extension) => isObject(extension) && extension.url === ANSWER_SOURCE_URL,
      ) as Record<string, unknown> | undefined
      if (!found) continue
      const code = found.valueCode
      if (!ANSWER_SOURCES.includes(code as AnswerSource))
        throw new FhirImportError(
          `${itemName(String(question.linkId), typeof question.text === 'string' ? question.text : undefined)}: ` +
            'a origem da resposta deve ser "family" (família) ou "clinician" (clínica).',
        )
      sources[String(question.linkId)] = code as AnswerSource
    }
  return sources
}

/**
 * The answers of every step the response answers, by its section, as the wizard's forms hold them, and who gave
 * each (none unless the response says so).
 */
export function responseAnswers(
  release: QuestionnaireRelease,
  items: unknown,
): { answers: Record<string, Values>; sources: Record<string, AnswerSource> } {
  const answers = readItems(stepQuestions(release), items, 'Resposta', release.version) as Record<
    string,
    Values
  >
  return { answers, sources: sourcesOf(items) }
}
