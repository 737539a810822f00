import Type, { type Static } from 'typebox'
import { NullableText, Reply } from './schema'

/** One question of the record: its field, its label as the questionnaire words it, and the answer (null: none). */
const Answer = Reply({ field: Type.String(), label: Type.String(), value: Type.Unknown() })

/** An evaluation's question; one started from a family's answers also says who gave each answer. */
const EvaluationAnswer = Reply({
  field: Type.String(),
  label: Type.String(),
  value: Type.Unknown(),
  givenBy: Type.Optional(
    Type.Unsafe<'family' | 'clinician'>({ type: 'string', enum: ['family', 'clinician'] }),
  ),
})

const ExportedEvaluation = Reply({
  id: Type.String(),
  createdAt: Type.String(),
  questionnaireVersion: Type.String(),
  evaluationData: NullableText(),
  mainComplaint: Type.String(),
  sections: Type.Array(
    Reply({ key: Type.String(), title: Type.String(), answers: Type.Array(EvaluationAnswer) }),
  ),
})

/** The patient's complete record as one JSON file, for the family or another clinic (LGPD art. 18). */
export const PatientExport = Reply({
  exportedAt: Type.String(),
  exportedBy: Type.String(),
  questionnaireVersion: Type.String(),
  patient: Reply({
    id: Type.String(),
    createdAt: Type.String(),
    updatedAt: Type.String(),
    answers: Type.Array(Answer),
  }),
  evaluations: Type.Array(ExportedEvaluation),
})
export type PatientExport = Static<typeof PatientExport>

/** The export's file: a zip holding the record as JSON (PatientExport) and as a PDF. */
export const ExportFile = Type.Unsafe<Uint8Array>({
  type: 'string',
  format: 'binary',
  contentMediaType: 'application/zip',
})
