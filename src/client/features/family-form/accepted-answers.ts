import type { RJSFSchema, ValidatorType } from '@rjsf/utils'
import type { FormValues } from '../../components/schema-form/schema-form'

/**
 * The answers of a step its schema accepts, as the server checks them: an answer it refuses (a number out of range,
 * say) stays in the page until it is corrected, while the others are saved.
 */
export function acceptedAnswers(
  validator: ValidatorType,
  schema: RJSFSchema,
  values: FormValues,
): FormValues {
  const { errorSchema } = validator.validateFormData(values, schema)
  const refused = new Set(Object.keys(errorSchema ?? {}).filter((key) => key !== '__errors'))
  if (!refused.size) return values
  return Object.fromEntries(Object.entries(values).filter(([field]) => !refused.has(field)))
}
