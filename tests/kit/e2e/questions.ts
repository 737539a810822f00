// The questions the browser tests fill in, named as today's schemas/ word them: a wording release changes no test.
import { questionHint, questionTitle } from '../questionnaire'

const personal = (field: string) => questionTitle('personalData', field)
const gestation = (field: string) => questionTitle('gestation', field)

export const QUESTION = {
  evaluationDate: personal('evaluationData'),
  patientName: personal('patientName'),
  birthDate: personal('birthDate'),
  age: personal('patientAge'),
  school: personal('school'),
  phone: personal('phoneNumber'),
  medications: personal('medications'),
  gestationWeeks: gestation('gestationDuration'),
  prenatal: gestation('prenatalTreatment'),
  pregnancyExperience: gestation('pregnancyExperience'),
  cried: gestation('cried'),
}

/** The message the wizard shows for a question left wrong: its title, then its hint. */
export const HINTED = {
  patientName: `${QUESTION.patientName}: ${questionHint('personalData', 'patientName')}.`,
  phone: `${QUESTION.phone}: ${questionHint('personalData', 'phoneNumber')}.`,
  gestationWeeks: `${QUESTION.gestationWeeks}: ${questionHint('gestation', 'gestationDuration')}.`,
}

/** An accessible name that starts with `title` (a required question's label ends with its mark). */
export const startingWith = (title: string): RegExp =>
  new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
