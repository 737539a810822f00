// The wizard's routes, from wizard.json alone: pages that link into the wizard (Início's drafts) need them without
// the steps' schemas and validators.
import wizardFile from '../../../schemas/wizard.json'

const { basePath, steps } = wizardFile

/** The route of the step at `index`: /pacientes/novo or /pacientes/novo/<slug> (the last step if beyond). */
export function stepPath(index: number): string {
  const slug = steps[Math.max(0, Math.min(index, steps.length - 1))]!.slug
  return slug ? `${basePath}/${slug}` : basePath
}
