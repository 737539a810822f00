// Every API route but the questionnaire's own files, once: method and path (under /api), and the schemas of what
// it takes and answers. The server registers its handlers against these entries; the client and the tests call
// them by the same key and get the same types. Add a route here first.
import Type from 'typebox'
import { MfaCode, MfaSetup, MfaStatus, PasswordChange, RecoveryCodes, SessionItem } from './account'
import {
  Account,
  LoginBody,
  LoginStep,
  Me,
  ReauthBody,
  RegisterBody,
  ResetBody,
  SecondFactorBody,
  SessionTransportHeaders,
  Token,
} from './auth'
import {
  InvitationRequest,
  NewInvitation,
  NewResetLink,
  PendingInvitation,
  PendingReset,
  UserListItem,
} from './accounts'
import { AuditPage, AuditQuery } from './audit'
import { Done, IdempotencyHeaders, IdParams } from './common'
import {
  AuthenticationOptions,
  LoginChallengeBody,
  NewPasskey,
  PasskeyItem,
  PasskeyRename,
  PasskeySignIn,
  RegistrationOptions,
} from './passkeys'
import { DeviceKey, Draft, DraftSave, DraftSaved, DraftSummary } from './drafts'
import { EvaluationInput, EvaluationListQuery, EvaluationRecord, EvaluationSummary } from './evaluations'
import { ExportFile } from './export'
import {
  FamilyAnswersBody,
  FamilyForm,
  FamilyLinkAnswers,
  FamilyLinkItem,
  FamilyLinkRequest,
  FamilyOpenBody,
  FamilyOpened,
  FamilySaved,
  FamilySent,
  NewFamilyLink,
  PendingFamilyAnswers,
} from './family'
import {
  FhirBundle,
  FhirImportInput,
  FhirImportResult,
  FhirQuestionnaire,
  FhirQuestionnaireResponse,
} from './fhir'
import { OpenApiDocument } from './openapi'
import { PatientInput, PatientListQuery, PatientPage, PatientRecord } from './patients'
import { QuestionnaireVersion, QuestionnaireVersionSummary, VersionParams } from './questionnaire'

export const routes = {
  // Open to anyone: the only routes without a session.
  'POST /auth/login': { body: LoginBody, headers: SessionTransportHeaders, response: { 200: LoginStep } },
  'POST /auth/login/mfa': {
    body: SecondFactorBody,
    headers: SessionTransportHeaders,
    response: { 200: Token },
  },
  'POST /auth/login/passkey-options': { body: LoginChallengeBody, response: { 200: AuthenticationOptions } },
  'POST /auth/passkey/options': { response: { 200: AuthenticationOptions } },
  'POST /auth/passkey': { body: PasskeySignIn, headers: SessionTransportHeaders, response: { 200: Token } },
  'POST /auth/register': { body: RegisterBody, response: { 201: Account } },
  'POST /auth/reset': { body: ResetBody, response: { 204: Type.Null() } },

  // The family's door: a link's token and the child's birth date open a family session (a cookie for /api/family
  // only), which reaches these routes and no other.
  'POST /family/open': { body: FamilyOpenBody, response: { 200: FamilyOpened } },
  'GET /family/form': { response: { 200: FamilyForm } },
  'PUT /family/answers': { body: FamilyAnswersBody, response: { 200: FamilySaved } },
  'POST /family/submit': { response: { 200: FamilySent } },

  // The signed-in user's own session.
  'GET /auth/me': { response: { 200: Me } },
  'POST /auth/logout': { response: { 204: Type.Null() } },
  // Proves again who holds the session, for the routes that ask for a recent proof (403 REAUTH_REQUIRED).
  'POST /auth/reauthenticate': { body: ReauthBody, response: { 204: Type.Null() } },

  // 'Minha conta': the signed-in user's own password, sessions and second factor.
  'POST /account/password': { body: PasswordChange, response: { 204: Type.Null() } },
  'GET /account/sessions': { response: { 200: Type.Array(SessionItem) } },
  'DELETE /account/sessions/:id': { params: IdParams, response: { 204: Type.Null() } },
  'GET /account/mfa': { response: { 200: MfaStatus } },
  'POST /account/mfa/setup': { response: { 200: MfaSetup } },
  'DELETE /account/mfa/setup': { response: { 204: Type.Null() } },
  'POST /account/mfa/confirm': { body: MfaCode, response: { 200: RecoveryCodes } },
  'GET /account/passkeys': { response: { 200: Type.Array(PasskeyItem) } },
  'POST /account/passkeys/options': { response: { 200: RegistrationOptions } },
  'POST /account/passkeys': { body: NewPasskey, response: { 201: PasskeyItem } },
  'PATCH /account/passkeys/:id': { params: IdParams, body: PasskeyRename, response: { 200: PasskeyItem } },
  'DELETE /account/passkeys/:id': { params: IdParams, response: { 204: Type.Null() } },

  'GET /patients': { querystring: PatientListQuery, response: { 200: PatientPage } },
  'POST /patients': {
    body: PatientInput,
    headers: IdempotencyHeaders,
    response: { 200: PatientRecord, 201: PatientRecord },
  },
  'GET /patients/:id': { params: IdParams, response: { 200: PatientRecord } },
  'PUT /patients/:id': { params: IdParams, body: PatientInput, response: { 200: PatientRecord } },
  'GET /patients/:id/evaluations': { params: IdParams, response: { 200: Type.Array(EvaluationSummary) } },
  // A zip: the record as JSON (PatientExport) and as a PDF.
  'GET /patients/:id/export': { params: IdParams, response: { 200: ExportFile } },
  // FHIR R4 (application/fhir+json): the patient, the authors, the questionnaires and the responses as one Bundle.
  'GET /patients/:id/fhir': { params: IdParams, response: { 200: FhirBundle } },

  // Links a family answers part of the history with, at home; their sent answers start an evaluation.
  'POST /patients/:id/family-links': {
    params: IdParams,
    body: FamilyLinkRequest,
    response: { 201: NewFamilyLink },
  },
  'GET /patients/:id/family-links': { params: IdParams, response: { 200: Type.Array(FamilyLinkItem) } },
  'GET /family-links/pending': { response: { 200: Type.Array(PendingFamilyAnswers) } },
  'GET /family-links/:id/answers': { params: IdParams, response: { 200: FamilyLinkAnswers } },
  'DELETE /family-links/:id': { params: IdParams, response: { 204: Type.Null() } },

  'POST /evaluations': {
    body: EvaluationInput,
    headers: IdempotencyHeaders,
    response: { 200: EvaluationRecord, 201: EvaluationRecord },
  },
  'GET /evaluations': { querystring: EvaluationListQuery, response: { 200: Type.Array(EvaluationSummary) } },
  'GET /evaluations/:id': { params: IdParams, response: { 200: EvaluationRecord } },
  'GET /evaluations/:id/fhir': { params: IdParams, response: { 200: FhirQuestionnaireResponse } },

  // The questionnaire's versions: an evaluation is read with the one it was answered with.
  'GET /questionnaire/versions': { response: { 200: Type.Array(QuestionnaireVersionSummary) } },
  'GET /questionnaire/versions/:version': { params: VersionParams, response: { 200: QuestionnaireVersion } },
  'GET /questionnaire/versions/:version/fhir': {
    params: VersionParams,
    response: { 200: FhirQuestionnaire },
  },

  // The signed-in clinician's own drafts (no one else's).
  'GET /drafts': { response: { 200: Type.Array(DraftSummary) } },
  'GET /drafts/device-key': { response: { 200: DeviceKey } },
  'GET /drafts/:id': { params: IdParams, response: { 200: Draft } },
  'PUT /drafts/:id': { params: IdParams, body: DraftSave, response: { 200: DraftSaved } },
  'DELETE /drafts/:id': { params: IdParams, response: { 204: Type.Null() } },

  // ADMIN only.
  'POST /invite/generate': { body: InvitationRequest, response: { 201: NewInvitation } },
  'GET /invitations': { response: { 200: Type.Array(PendingInvitation) } },
  'POST /invitations/:id/revoke': { params: IdParams, response: { 200: Done } },
  'GET /users': { response: { 200: Type.Array(UserListItem) } },
  'POST /users/:id/disable': { params: IdParams, response: { 200: Done } },
  'POST /users/:id/enable': { params: IdParams, response: { 200: Done } },
  'POST /users/:id/reset-link': { params: IdParams, response: { 201: NewResetLink } },
  'DELETE /users/:id/mfa': { params: IdParams, response: { 200: Done } },
  'GET /password-resets': { response: { 200: Type.Array(PendingReset) } },
  'POST /password-resets/:id/revoke': { params: IdParams, response: { 200: Done } },
  'GET /audit': { querystring: AuditQuery, response: { 200: AuditPage } },
  // This API as OpenAPI 3.1, generated from this file (src/server/openapi).
  'GET /openapi.json': { response: { 200: OpenApiDocument } },
  // A patient's FHIR R4 record (application/fhir+json or application/json) imported as evaluations.
  'POST /fhir/import': { body: FhirImportInput, response: { 200: FhirImportResult, 201: FhirImportResult } },
} as const

export type ApiRoutes = typeof routes
export type RouteKey = keyof ApiRoutes
