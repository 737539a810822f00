// Where the FHIR resources this app writes live: one constant base, so that a resource's canonical URL and its
// references mean the same thing in every export.
export const FHIR_BASE = 'https://fono-intake.example/fhir'

/** The questionnaire's canonical URL; each version is `url|version`. */
export const QUESTIONNAIRE_URL = `${FHIR_BASE}/Questionnaire/anamnese`

/** FHIR's JSON media type, for the routes' answers. */
export const FHIR_JSON = 'application/fhir+json'

/** A questionnaire version as a FHIR id (letters, digits, '-' and '.'). */
export const questionnaireId = (version: string) => `anamnese-${version.replace(/[^A-Za-z0-9.-]/g, '-')}`

/** The code system of an answer set: the shared definition's name, or the question's own path. */
export const codeSystem = (name: string) => `${FHIR_BASE}/CodeSystem/${name}`

/** A resource's absolute address, as a Bundle entry's fullUrl. */
export const fullUrl = (resourceType: string, id: string) => `${FHIR_BASE}/${resourceType}/${id}`

/**
 * The extension on an evaluation's answer item that says who gave the answer (valueCode family or clinician), for
 * an evaluation started from a family's answers.
 */
export const ANSWER_SOURCE_URL = `${FHIR_BASE}/StructureDefinition/answer-source`
export const ANSWER_SOURCES = ['family', 'clinician'] as const
