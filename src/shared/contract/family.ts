import Type, { type Static } from 'typebox'
import { TimeZoneName } from './common'
import { Ask, NullableTexts, Reply, Shared, Texts } from './schema'

/** A family's answers by evaluation section, each checked by its step's file (partial: nothing is required). */
export type FamilyAnswerSections = Record<string, Record<string, unknown>>
export const FamilyAnswerSections = Shared<FamilyAnswerSections>('family-answers.json')

/**
 * Where a family link stands: ativo (not opened yet), aberto (the family confirmed the birth date), enviado (sent,
 * waiting for review), revisado (an evaluation was made from it), revogado, expirado.
 */
export const FAMILY_LINK_STATUSES = [
  'ativo',
  'aberto',
  'enviado',
  'revisado',
  'revogado',
  'expirado',
] as const
export type FamilyLinkStatus = (typeof FAMILY_LINK_STATUSES)[number]
export const FamilyLinkStatus = Type.Unsafe<FamilyLinkStatus>({
  type: 'string',
  enum: [...FAMILY_LINK_STATUSES],
})

/** POST /patients/:id/family-links: the steps (wizard slugs; default those marked for the family) and the days. */
export const FamilyLinkRequest = Ask({
  steps: Type.Optional(
    Type.Array(Type.String({ maxLength: 100 }), {
      minItems: 1,
      maxItems: 50,
      uniqueItems: true,
      title: 'Etapas',
    }),
  ),
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 30, title: 'Dias de validade' })),
  /** The clinician's time zone: the message gives the link's last day and hour in it (UTC when absent). */
  timeZone: Type.Optional(TimeZoneName()),
})
export type FamilyLinkRequest = Static<typeof FamilyLinkRequest>

/**
 * A new link: its address (the token in the fragment, never sent to a server's log) is shown this once, with its QR
 * code (SVG) and a message to paste into WhatsApp or an e-mail.
 */
export const NewFamilyLink = Reply({
  ...Texts('id', 'url', 'qrSvg', 'message', 'expiresAt'),
  steps: Type.Array(Type.String()),
})
export type NewFamilyLink = Static<typeof NewFamilyLink>

/** A row of a patient's family links (no token: it is not kept). */
export const FamilyLinkItem = Reply({
  id: Type.String(),
  status: FamilyLinkStatus,
  steps: Type.Array(Type.String()),
  ...Texts('questionnaireVersion', 'createdAt', 'expiresAt'),
  ...NullableTexts('openedAt', 'submittedAt', 'reviewedAt', 'revokedAt', 'evaluationId', 'createdByName'),
})
export type FamilyLinkItem = Static<typeof FamilyLinkItem>

/** Início's "Respostas da família para revisar": sent and not reviewed. */
export const PendingFamilyAnswers = Reply(Texts('id', 'patientId', 'patientName', 'sentAt'))
export type PendingFamilyAnswers = Static<typeof PendingFamilyAnswers>

/** The sent answers of a link, to pre-fill the wizard (POST /evaluations with familyLinkId then reviews it). */
export const FamilyLinkAnswers = Reply({
  id: Type.String(),
  patientId: Type.String(),
  questionnaireVersion: Type.String(),
  steps: Type.Array(Type.String()),
  sentAt: Type.String(),
  answers: FamilyAnswerSections,
})
export type FamilyLinkAnswers = Static<typeof FamilyLinkAnswers>

/** POST /family/open: the link's token (from the address's fragment) and the child's birth date. */
export const FamilyOpenBody = Ask({
  token: Type.String({ minLength: 1, maxLength: 200, title: 'Link' }),
  birthDate: Type.String({ format: 'date', title: 'Data de nascimento' }),
})
export type FamilyOpenBody = Static<typeof FamilyOpenBody>

/** The family session's CSRF token, to send as x-csrf-token with each change. */
export const FamilyOpened = Reply({ csrfToken: Type.String() })

/** One step the family answers, as the wizard names it. */
export const FamilyStep = Reply({ slug: Type.String(), title: Type.String(), section: Type.String() })

/** What the family's form shows: nothing of the child but the first name. */
export const FamilyForm = Reply({
  childFirstName: Type.String(),
  clinicName: Type.String(),
  questionnaireVersion: Type.String(),
  steps: Type.Array(FamilyStep),
  answers: FamilyAnswerSections,
  status: Type.Unsafe<'aberto' | 'enviado'>({ type: 'string', enum: ['aberto', 'enviado'] }),
  csrfToken: Type.String(),
})
export type FamilyForm = Static<typeof FamilyForm>

/** PUT /family/answers: every answer so far (replaces what was saved). */
export const FamilyAnswersBody = Ask({ answers: FamilyAnswerSections })

export const FamilySaved = Reply({ savedAt: Type.String() })
export const FamilySent = Reply({ sentAt: Type.String() })
