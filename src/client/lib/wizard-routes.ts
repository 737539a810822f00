// The wizard's routes, from wizard.json alone: pages that link into the wizard (Início's drafts) need them without
// the steps' schemas and validators.
import wizardFile from '@schemas/wizard.json'

const { basePath, steps } = wizardFile

/** After the last step: every answer by step, to check before sending. */
export const REVIEW_SLUG = 'revisao'
export const reviewPath = `${basePath}/${REVIEW_SLUG}`
/** In a step's URL: the step was opened from the review, and its main button goes back there. */
export const FROM_REVIEW = 'revisao'

/** The route of the step at `index`: /pacientes/novo or /pacientes/novo/<slug> (the last step if beyond). */
export function stepPath(index: number): string {
  const slug = steps[Math.max(0, Math.min(index, steps.length - 1))]!.slug
  return slug ? `${basePath}/${slug}` : basePath
}

/** A child registered by name and birth date only, and a link for the family to answer the history at home. */
export const NEW_FAMILY_PATIENT = '/pacientes/enviar-a-familia'

/** A new evaluation of a registered patient started from the answers a family sent through a link. */
export const familyReviewPath = (patientId: string, linkId: string) =>
  `${basePath}?paciente=${patientId}&familia=${linkId}`
