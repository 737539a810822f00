import Type, { type Static } from 'typebox'
import { Ask, Reply, Texts } from './schema'

const Uuid = () => Type.String({ format: 'uuid' })

/**
 * The wizard's work in progress as the browser holds it: each step's answers so far (not checked against the
 * questionnaire yet: a half-typed phone number is a draft's right), the step the clinician was on, the patient
 * once created (or the existing one a new evaluation is for), and the idempotency keys of the two creates.
 */
export const DraftContent = Ask({
  sections: Type.Record(Type.String({ maxLength: 100 }), Type.Record(Type.String(), Type.Unknown())),
  step: Type.Integer({ minimum: 0, maximum: 100 }),
  patientId: Type.Optional(Uuid()),
  existingPatientId: Type.Optional(Uuid()),
  patientRequestKey: Uuid(),
  evaluationRequestKey: Uuid(),
  /**
   * A registered patient's record as the draft was opened (the API's patient fields): at 'Enviar' only what the
   * clinician changed from it updates the record, so a draft resumed days later does not undo edits made since.
   */
  prefilled: Type.Optional(Type.Record(Type.String({ maxLength: 100 }), Type.Unknown())),
  /**
   * Answers copied from the patient's previous evaluation and not yet confirmed or changed: by section, each
   * field with the value copied (a change is seen by comparing with it).
   */
  copied: Type.Optional(
    Type.Record(
      Type.String({ maxLength: 100 }),
      Type.Record(Type.String({ maxLength: 100 }), Type.Unknown()),
    ),
  ),
  /** A new evaluation started from a family's sent answers: the link 'Enviar' reviews. */
  familyLinkId: Type.Optional(Uuid()),
  /** Those answers as the family sent them, by section: an answer still equal to its own is marked as the family's. */
  family: Type.Optional(
    Type.Record(
      Type.String({ maxLength: 100 }),
      Type.Record(Type.String({ maxLength: 100 }), Type.Unknown()),
    ),
  ),
})
export type DraftContent = Static<typeof DraftContent>

/** PUT /drafts/:id: the whole content, and the patient's name so far, for the list. */
export const DraftSave = Ask({ label: Type.String({ maxLength: 200 }), content: DraftContent })
export type DraftSave = Static<typeof DraftSave>

export const DraftSaved = Reply({ id: Type.String(), updatedAt: Type.String() })
export type DraftSaved = Static<typeof DraftSaved>

/** A row of Início's list: "Continuar cadastro de Maria Eduarda, alterado em 23/11/2026 às 14:10". */
export const DraftSummary = Reply({
  ...Texts('id', 'label'),
  step: Type.Integer(),
  updatedAt: Type.String(),
  /** A new evaluation of a registered patient, not a new patient's registration. */
  newEvaluation: Type.Boolean(),
})
export type DraftSummary = Static<typeof DraftSummary>

export const Draft = Reply({ id: Type.String(), content: DraftContent, updatedAt: Type.String() })
export type Draft = Static<typeof Draft>

/**
 * GET /drafts/device-key: the AES-GCM key (32 bytes, base64url) that seals the wizard's offline copy in this
 * browser. Derived on the server from its secret and the session: the same for the session's whole life, unknown to
 * anyone once it ends, so a copy left behind is unreadable.
 */
export const DeviceKey = Reply({ key: Type.String() })
export type DeviceKey = Static<typeof DeviceKey>
