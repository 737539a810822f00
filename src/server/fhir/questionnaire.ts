// A questionnaire version as a FHIR R4 Questionnaire, written from its schemas (see questions.ts).
import type { Questionnaire, QuestionnaireItem } from '@medplum/fhirtypes'
import type { QuestionnaireRelease } from '../../shared/questionnaire/release'
import { QUESTIONNAIRE_URL, questionnaireId } from './base'
import { stepQuestions, type Question } from './questions'

export const QUESTIONNAIRE_TITLE = 'Anamnese fonoaudiológica infantil'

function item(question: Question): QuestionnaireItem {
  const { linkId, text, kind, required, repeats, maxLength, options, items } = question
  return {
    linkId,
    text,
    type: kind,
    ...(required ? { required } : {}),
    ...(repeats ? { repeats } : {}),
    ...(maxLength ? { maxLength } : {}),
    ...(options ? { answerOption: options.map((valueCoding) => ({ valueCoding })) } : {}),
    ...(items ? { item: items.map(item) } : {}),
  }
}

/** The version as a Questionnaire: one group per wizard step, each field of its schema as an item. */
export function questionnaireResource(release: QuestionnaireRelease, recordedAt?: string): Questionnaire {
  return {
    resourceType: 'Questionnaire',
    id: questionnaireId(release.version),
    url: QUESTIONNAIRE_URL,
    version: release.version,
    name: 'AnamneseFonoaudiologicaInfantil',
    title: QUESTIONNAIRE_TITLE,
    status: 'active',
    language: 'pt-BR',
    subjectType: ['Patient'],
    ...(recordedAt ? { date: recordedAt } : {}),
    item: stepQuestions(release).map(item),
  }
}

/** How a QuestionnaireResponse names the version it answers. */
export const questionnaireCanonical = (version: string) => `${QUESTIONNAIRE_URL}|${version}`
