import type { ReactNode } from 'react'
import Form from '@rjsf/mui'
import type { IChangeEvent } from '@rjsf/core'
import type { RJSFValidationError } from '@rjsf/utils'
import type { Step } from './questionnaire'
import { templates } from './templates'
import { translateString } from './translate'
import { widgets } from './widgets'

export type FormValues = Record<string, unknown>

// Never let RJSF invent answers: booleans stay unanswered, empty objects stay empty.
const defaultFormState = {
  constAsDefaults: 'skipOneOf',
  requiredBooleanDefault: 'skip',
  emptyObjectFields: 'skipDefaults',
} as const

const requiredMessages: Record<string, string> = { patientName: 'Informe o nome do paciente.' }

/** Ajv's messages arrive in Portuguese (ajv-i18n); a missing required field gets a sentence of its own. */
function transformErrors(errors: RJSFValidationError[]): RJSFValidationError[] {
  return errors.map((error) =>
    error.name === 'required'
      ? { ...error, message: requiredMessages[String(error.params?.missingProperty)] ?? 'Campo obrigatório.' }
      : error,
  )
}

const ignoreErrors = () => undefined

interface SchemaFormProps {
  step: Step
  formData: FormValues
  onChange(data: FormValues): void
  onSubmit(data: FormValues): void
  children: ReactNode
}

/** One questionnaire step as an RJSF form in the MUI theme, in Portuguese, validated only on submit. */
export function SchemaForm({ step, formData, onChange, onSubmit, children }: SchemaFormProps) {
  return (
    <Form
      // Ids unique on the page (personalData_patientName): the wizard keeps two steps in the document.
      idPrefix={step.section}
      schema={step.schema}
      uiSchema={step.uiSchema}
      validator={step.validator}
      formData={formData}
      widgets={widgets}
      templates={templates}
      translateString={translateString}
      transformErrors={transformErrors}
      experimental_defaultFormStateBehavior={defaultFormState}
      noHtml5Validate
      showErrorList={false}
      focusOnFirstError
      onChange={(event: IChangeEvent<FormValues>) => onChange(event.formData ?? {})}
      onSubmit={(event: IChangeEvent<FormValues>) => onSubmit(event.formData ?? {})}
      // The messages are shown beside the fields; without a handler RJSF also console.errors every failed submit.
      onError={ignoreErrors}
    >
      {children}
    </Form>
  )
}
