import Type, { type Static } from 'typebox'
import { NullableText, Reply } from './schema'

/**
 * A FHIR R4 resource (application/fhir+json), held to FHIR's own definitions by the tests rather than listed here:
 * the contract names its type and lets every other element through.
 */
const FhirResource = <R extends string>(resourceType: R) =>
  Type.Object(
    { resourceType: Type.Literal(resourceType), id: Type.Optional(Type.String()) },
    { additionalProperties: true },
  )

export const FhirBundle = FhirResource('Bundle')
export type FhirBundle = Static<typeof FhirBundle>
export const FhirQuestionnaire = FhirResource('Questionnaire')
export const FhirQuestionnaireResponse = FhirResource('QuestionnaireResponse')

/** POST /fhir/import: a QuestionnaireResponse or a collection Bundle; the import itself checks every element. */
export const FhirImportInput = Type.Object(
  {},
  { additionalProperties: true, title: 'Recurso FHIR', description: 'QuestionnaireResponse ou Bundle' },
)

/** What an import did: the patient matched or created, and each evaluation created or found there already. */
export const FhirImportResult = Reply({
  patient: Reply({ id: Type.String(), name: Type.String(), created: Type.Boolean() }),
  evaluations: Type.Array(
    Reply({
      id: Type.String(),
      evaluationData: NullableText(),
      questionnaireVersion: Type.String(),
      created: Type.Boolean(),
    }),
  ),
  /** The same in a few Portuguese lines, to show as it is. */
  message: Type.String(),
})
export type FhirImportResult = Static<typeof FhirImportResult>
