import { use, useMemo, type ReactNode, type Ref } from 'react'
import Form from '@rjsf/mui'
import type { default as CoreForm, IChangeEvent } from '@rjsf/core'
import type { CustomValidator, RJSFSchema, RJSFValidationError } from '@rjsf/utils'
import {
  fieldAt,
  HINT_KEYWORD,
  problemMessage,
  resolveLocal,
  type FieldSchema,
} from '../../../shared/questionnaire/messages'
import { validatorOf, type Step } from './questionnaire'
import { datePrompt } from '../date-field/date-text'
import { birthDateProblem } from '../../../shared/dates'
import { CopiedMarks, type CopiedContext } from './copied-mark'
import { formTheme } from './form-theme'
import { isShown, ShownQuestions } from './shown-questions'

export type FormValues = Record<string, unknown>

// Never let RJSF invent answers: booleans stay unanswered, empty objects stay empty.
const defaultFormState = {
  constAsDefaults: 'skipOneOf',
  requiredBooleanDefault: 'skip',
  emptyObjectFields: 'skipDefaults',
} as const

const CODED = new Set(['oneOf', 'const', 'enum'])

/**
 * Ajv's errors as sentences a clinician reads (shared/questionnaire/messages: the question's label, then what to
 * type), one per question: a coded answer outside its set fails several sub-schemas at once.
 */
function plainErrors(schema: RJSFSchema, only: ReadonlySet<string> | undefined) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] => {
    const byQuestion = new Map<string, RJSFValidationError>()
    for (const error of errors) {
      // A question not shown cannot be corrected here: the screen that shows it checks it.
      if (!isShown(only, error.property)) continue
      const kept = byQuestion.get(error.property ?? '')
      if (!kept || (CODED.has(error.name ?? '') && !CODED.has(kept.name ?? '')))
        byQuestion.set(error.property ?? '', error)
    }
    return [...byQuestion.values()].map((error) => {
      const path = (error.property ?? '').split('.').filter(Boolean)
      const field = fieldAt(schema as FieldSchema, path, resolveLocal) ?? {
        label: error.title ?? '',
        schema: {},
      }
      // A date is typed as dd/mm/aaaa here (the API's own sentence is about ISO dates, so gives no example).
      const typedDate =
        error.name === 'format' && field.schema.format === 'date' && !field.schema[HINT_KEYWORD]
      const message = typedDate
        ? datePrompt(field.label)
        : problemMessage(field, error.name ?? '', error.params as Record<string, unknown>)
      return { ...error, message, stack: message }
    })
  }
}

/**
 * A birth date after the evaluation's date (on a step that has one) or after today is refused, as the API does. The
 * fields are found through patient-mapping.json: the date an age is computed from, the evaluation's date.
 */
function birthDateCheck(step: Step): CustomValidator<FormValues> | undefined {
  const born = Object.values(step.rules).find((rule) => rule.ageFrom)?.ageFrom
  if (!born) return undefined
  const evaluated = Object.keys(step.rules).find(
    (field) => step.rules[field]?.evaluation === 'evaluationData',
  )
  const labelOf = (field: string) =>
    (step.schema.properties?.[field] as RJSFSchema | undefined)?.title ?? field
  return (formData, errors) => {
    const problem = birthDateProblem(
      { value: formData?.[born], label: labelOf(born) },
      evaluated && step.schema.properties?.[evaluated]
        ? { value: formData?.[evaluated], label: labelOf(evaluated) }
        : undefined,
    )
    if (problem) errors[born]?.addError(problem)
    return errors
  }
}

const ignoreErrors = () => undefined
const NO_MARKS: CopiedContext = {}

interface SchemaFormProps {
  step: Step
  formData: FormValues
  onChange(data: FormValues): void
  onSubmit(data: FormValues): void
  children: ReactNode
  /** Answers copied from an earlier evaluation, marked until confirmed (the wizard's carry-forward). */
  copied?: CopiedContext
  /** The form itself, for a page of several forms that validates them together (`validateForm()`). */
  formRef?: Ref<CoreForm<FormValues>>
  /** Only these questions of the step are shown and checked (the family's form: a group per screen). */
  only?: ReadonlySet<string>
}

/**
 * One questionnaire step as an RJSF form in the MUI theme, in Portuguese, validated only on submit. It suspends while
 * the step's validator (a chunk of its own) is fetched: the page puts a spinner (Suspense) and an error with a way
 * to reload (ChunkErrorBoundary) around it.
 */
export function SchemaForm({
  step,
  formData,
  onChange,
  onSubmit,
  children,
  formRef,
  copied,
  only,
}: SchemaFormProps) {
  const transformErrors = useMemo(() => plainErrors(step.schema, only), [step.schema, only])
  const validator = use(validatorOf(step))
  const customValidate = useMemo(() => birthDateCheck(step), [step])
  return (
    <CopiedMarks.Provider value={copied ?? NO_MARKS}>
      <ShownQuestions.Provider value={only}>
        <Form
          ref={formRef}
          // Ids unique on the page (<section>_<field>): the wizard keeps two steps in the document.
          idPrefix={step.section}
          schema={step.schema}
          uiSchema={step.uiSchema}
          validator={validator}
          formData={formData}
          {...formTheme}
          transformErrors={transformErrors}
          customValidate={customValidate}
          experimental_defaultFormStateBehavior={defaultFormState}
          noHtml5Validate
          // Nothing a clinician types about a child goes into the browser's autofill. And the browser saves no state of
          // the form's controls with each history entry: it did, for every control of both steps in the page, on each
          // 'Avançar' (the step is in the address), slowing every step change.
          autoComplete="off"
          // The summary at the top takes the focus (templates: ErrorSummary), each of its links the field's.
          showErrorList="top"
          onChange={(event: IChangeEvent<FormValues>) => onChange(event.formData ?? {})}
          onSubmit={(event: IChangeEvent<FormValues>) => onSubmit(event.formData ?? {})}
          // The messages are shown beside the fields; without a handler RJSF also console.errors every failed submit.
          onError={ignoreErrors}
        >
          {children}
        </Form>
      </ShownQuestions.Provider>
    </CopiedMarks.Provider>
  )
}
