import Form from '@rjsf/mui'
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils'
import { formTheme } from './form-theme'

/**
 * A preview answers nothing, so it checks nothing: RJSF asks a validator for each render, and a recorded version
 * of the questionnaire has no precompiled one (they exist for today's only, and Ajv cannot compile under the CSP).
 */
const acceptsAll: ValidatorType = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: () => true,
  rawValidation: () => ({ errors: undefined, validationError: undefined }),
}

/** A step as the clinician sees it in the wizard, unanswerable: the questionnaire's versions page. */
export function StepPreview({
  schema,
  uiSchema,
  id,
}: {
  schema: RJSFSchema
  uiSchema: UiSchema
  id: string
}) {
  return (
    <Form
      idPrefix={id}
      schema={schema}
      uiSchema={uiSchema}
      validator={acceptsAll}
      {...formTheme}
      readonly
      noHtml5Validate
    >
      <></>
    </Form>
  )
}
