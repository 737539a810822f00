// No released version has a checkbox question yet (a list of options, several chosen): this copy of a version adds
// one to its first evaluation step, for the tests of what is written from such a question.
import type { JSONSchema7 } from 'json-schema'
import type { QuestionnaireRelease } from '../../src/shared/questionnaire/release'

const options = [
  { const: 'barulho', title: 'Barulho' },
  { const: 'luz', title: 'Luz forte' },
  { const: 'texturas', title: 'Texturas' },
]

export function withCheckboxes(original: QuestionnaireRelease) {
  const release = structuredClone(original)
  const step = release.wizard.steps.find((s) => s.target === 'evaluation')!
  const field = 'sensoryDiscomforts'
  const schema = release.files[step.schema] as JSONSchema7
  schema.properties = {
    ...schema.properties,
    [field]: {
      type: 'array',
      title: 'Incomoda-se com',
      uniqueItems: true,
      items: { type: 'string', oneOf: options },
    },
  }
  const ui = release.files[step.ui] as Record<string, unknown>
  ui[field] = { 'ui:widget': 'checkboxes' }
  return { release, section: step.section, field, linkId: `${step.section}.${field}`, options }
}
