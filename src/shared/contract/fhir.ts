import Type, { type Static } from 'typebox'

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
