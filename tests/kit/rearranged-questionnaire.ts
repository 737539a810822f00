// A copy of schemas/ rearranged as a content editor might rearrange it, with no code changed: a new evaluation step
// after Sono that asks a new question and one moved to it from Sono, and the phone moved from the first patient step
// to the second. The generic-engine tests run the API, the wizard and the detail page on it.
import fs from 'node:fs'
import path from 'node:path'
import { REPO_ROOT } from '../../scripts/lib/server-process'
import type { WizardFile, WizardStepEntry } from '../../src/shared/questionnaire/types'

type Json = Record<string, unknown> & { properties?: Record<string, unknown> }

export const REARRANGED = {
  version: '2099.12.1',
  /** The new step: its section, route, title and the new question it asks. */
  step: {
    section: 'breathingAndHearing',
    slug: 'respiracao-e-audicao',
    title: 'Respiração e Audição',
    question: { field: 'hearingTest', title: 'Já fez exame de audição' },
  },
  /** A question of Sono the new step asks now. */
  movedToStep: { from: 'sleep', field: 'sleepsWithMouthOpen', title: 'Dorme de boca aberta' },
  /** A question of the first patient step the second one asks now (it still fills the patient's phone). */
  movedBetweenPatientSteps: { from: 'personalData', to: 'address', field: 'phoneNumber' },
} as const

/** Writes the rearranged copy into `dir` (an empty folder the test file owns, see tempFolders) and returns it. */
export function rearrangedQuestionnaire(dir: string): string {
  fs.cpSync(path.join(REPO_ROOT, 'schemas'), dir, { recursive: true })
  fs.rmSync(path.join(dir, 'releases'), { recursive: true, force: true })
  const file = (name: string) => path.join(dir, name)
  const read = <T = Json>(name: string) => JSON.parse(fs.readFileSync(file(name), 'utf8')) as T
  const write = (name: string, content: unknown) =>
    fs.writeFileSync(file(name), JSON.stringify(content, null, 2))
  const wizard = read<WizardFile>('wizard.json')
  const stepOf = (section: string) => wizard.steps.find((s) => s.section === section)!
  const { step, movedToStep, movedBetweenPatientSteps: moved } = REARRANGED

  // Take a question out of a step (schema and UI order) and give back its schema and UI options.
  const takeOut = (entry: WizardStepEntry, field: string) => {
    const [schema, ui] = [read(entry.schema), read(entry.ui)]
    const without = (object: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(object).filter(([name]) => name !== field))
    write(entry.schema, { ...schema, properties: without(schema.properties!) })
    const order = (ui['ui:order'] as string[]).filter((name) => name !== field)
    write(entry.ui, { ...without(ui), 'ui:order': order })
    return { schema: schema.properties![field], ui: ui[field] }
  }
  const putIn = (entry: WizardStepEntry, field: string, taken: ReturnType<typeof takeOut>) => {
    const [schema, ui] = [read(entry.schema), read(entry.ui)]
    schema.properties![field] = taken.schema
    if (taken.ui) ui[field] = taken.ui
    ui['ui:order'] = [...(ui['ui:order'] as string[]).filter((name) => name !== '*'), field, '*']
    write(entry.schema, schema)
    write(entry.ui, ui)
  }

  const fromSleep = takeOut(stepOf(movedToStep.from), movedToStep.field)
  putIn(stepOf(moved.to), moved.field, takeOut(stepOf(moved.from), moved.field))

  const entry: WizardStepEntry = {
    slug: step.slug,
    title: step.title,
    schema: 'steps/14-respiracao-e-audicao.schema.json',
    ui: 'steps/14-respiracao-e-audicao.ui.json',
    section: step.section as WizardStepEntry['section'],
    target: 'evaluation',
  }
  write(entry.schema, {
    $id: `${step.section}.json`,
    $schema: 'http://json-schema.org/draft-07/schema#',
    type: 'object',
    additionalProperties: false,
    properties: {
      [step.question.field]: { type: 'boolean', title: step.question.title },
      [movedToStep.field]: fromSleep.schema,
    },
  })
  write(entry.ui, { 'ui:order': [step.question.field, movedToStep.field, '*'] })
  const at = wizard.steps.indexOf(stepOf(movedToStep.from)) + 1
  write('wizard.json', {
    ...wizard,
    version: REARRANGED.version,
    steps: wizard.steps.toSpliced(at, 0, entry),
  })

  const detail = read<{ sections: { title: string; source: string }[] }>('detail.json')
  const after = detail.sections.findIndex((s) => s.source === movedToStep.from) + 1
  const sections = detail.sections.toSpliced(after, 0, { title: step.title, source: step.section })
  write('detail.json', { ...detail, sections })
  return dir
}
