import { formatDateBr, patientAge } from '../../shared/dates'
import type { PatientSummary } from '../../shared/contract/patients'

const orNd = (text: string | null | undefined) => (text ? text : 'N/D')

/** Birth date, age today (from the birth date; the typed age only without one) and parents. */
export function patientLine(p: Pick<PatientSummary, 'birthDate' | 'age' | 'fatherName' | 'motherName'>) {
  const born = p.birthDate ? formatDateBr(p.birthDate) : 'N/D'
  return `Nascimento: ${born} • Idade: ${orNd(patientAge(p))} • Pais: ${orNd(p.fatherName)} / ${orNd(p.motherName)}`
}
