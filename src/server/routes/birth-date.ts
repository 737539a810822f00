import type { JSONSchema7 } from 'json-schema'
import { birthDateProblem, todayIn } from '../../shared/dates'
import { badRequest } from '../http-error'
import type { ServerQuestionnaire } from '../questionnaire'

/**
 * The API's side of the wizard's check: a birth date after the evaluation's date or after today (in the clinic's
 * time zone) is a 400 naming the questions by their labels (the patient's, or step 1's when an evaluation is sent).
 */
export function birthDateRules({ schemas }: ServerQuestionnaire, timeZone: string) {
  const label = (id: string, field: string) =>
    (schemas.find((schema) => schema.$id === id)?.properties?.[field] as JSONSchema7 | undefined)?.title ??
    field
  const refuse = (problem: string | undefined) => {
    if (problem) throw badRequest(`Dados inválidos. ${problem}`)
  }
  return {
    patient: (birthDate: unknown) =>
      refuse(
        birthDateProblem(
          { value: birthDate, label: label('patient.json', 'birthDate') },
          undefined,
          todayIn(timeZone),
        ),
      ),
    evaluation: (birthDate: unknown, evaluationData: unknown) =>
      refuse(
        birthDateProblem(
          { value: birthDate, label: label('personalData.json', 'birthDate') },
          { value: evaluationData, label: label('personalData.json', 'evaluationData') },
          todayIn(timeZone),
        ),
      ),
  }
}
