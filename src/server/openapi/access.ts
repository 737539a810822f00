// Who may call each route and what it refuses beyond its schemas, as the route files do it (hooks, preHandlers,
// throttles, handlers' own errors): the contract does not say it. access.test.ts checks it against the server.
import type { RouteKey } from '../../shared/contract/routes'

export interface Access {
  /**
   * anyone: no session; session: any live session; admin: an ADMIN's (403 for anyone else); family: a family's
   * session (routes/family), which no other route takes and which a clinician's session does not open.
   */
  who: 'anyone' | 'session' | 'admin' | 'family'
  /** Open to a session that must enrol a second factor first (config.duringEnrolment). */
  enrolment?: true
  /** A recent proof of identity (403 REAUTH_REQUIRED): always, or when acting on another ADMIN's account. */
  reauth?: 'always' | 'another-admin'
  /** A 429: attempts per network (auth/throttling), or calls per signed-in user (routes/per-user-limit). */
  limit?: 'network' | 'user'
  /** The handler's own refusals, by status, beyond those the schemas and the rows above imply. */
  also?: Partial<Record<400 | 401 | 403 | 404 | 409 | 410 | 413 | 429, string>>
}

const WRONG_PROOF = 'The current password, or the second factor code, is wrong.'
const LOGIN_EXPIRED = 'The login challenge expired or is unknown: log in with e-mail and password again.'
const LINK_USED = 'The link was already used.'
const LINK_GONE = 'The link was revoked or expired.'
const IDEMPOTENCY = 'The idempotency key was already used by another user.'
const FAMILY_GONE = 'The link expired or was revoked, or (a change) its answers were already sent.'
const FAMILY_VERSION = 'The questionnaire changed since the link was made.'

export const access = {
  'POST /auth/login': { who: 'anyone', limit: 'network', also: { 401: 'Wrong e-mail or password.' } },
  'POST /auth/login/mfa': {
    who: 'anyone',
    limit: 'network',
    also: { 401: `Wrong code, or ${LOGIN_EXPIRED.toLowerCase()}` },
  },
  'POST /auth/login/passkey-options': { who: 'anyone', limit: 'network', also: { 401: LOGIN_EXPIRED } },
  'POST /auth/passkey/options': { who: 'anyone', limit: 'network' },
  'POST /auth/passkey': { who: 'anyone', limit: 'network', also: { 401: 'The passkey was not accepted.' } },
  'POST /auth/register': {
    who: 'anyone',
    limit: 'network',
    also: {
      409: 'The invitation was already used, or the e-mail is taken.',
      410: 'The invitation was revoked or expired.',
    },
  },
  'POST /auth/reset': { who: 'anyone', limit: 'network', also: { 409: LINK_USED, 410: LINK_GONE } },

  'POST /family/open': {
    who: 'anyone',
    limit: 'network',
    also: {
      403: "The birth date is not the patient's.",
      404: 'No link has this token.',
      410: 'The link expired or was revoked, or its answers were already sent.',
      429: 'Five wrong birth dates locked the link for 15 minutes.',
    },
  },
  'GET /family/form': { who: 'family', also: { 410: FAMILY_GONE } },
  'PUT /family/answers': {
    who: 'family',
    also: {
      400: 'A section the link does not include.',
      409: FAMILY_VERSION,
      410: FAMILY_GONE,
      413: 'The answers are larger than 256 KB.',
    },
  },
  'POST /family/submit': {
    who: 'family',
    also: { 400: 'No answer was saved.', 409: FAMILY_VERSION, 410: FAMILY_GONE },
  },

  'GET /auth/me': { who: 'session', enrolment: true },
  'POST /auth/logout': { who: 'session', enrolment: true },
  'POST /auth/reauthenticate': {
    who: 'session',
    enrolment: true,
    limit: 'network',
    also: { 400: WRONG_PROOF },
  },

  'POST /account/password': { who: 'session', limit: 'network', also: { 400: WRONG_PROOF } },
  'GET /account/sessions': { who: 'session' },
  'DELETE /account/sessions/:id': { who: 'session' },
  'GET /account/mfa': { who: 'session', enrolment: true },
  'POST /account/mfa/setup': {
    who: 'session',
    enrolment: true,
    reauth: 'always',
    also: { 409: 'A second factor is already on.' },
  },
  'DELETE /account/mfa/setup': { who: 'session', enrolment: true },
  'POST /account/mfa/confirm': {
    who: 'session',
    enrolment: true,
    reauth: 'always',
    limit: 'network',
    also: { 409: 'A second factor is already on, or no key awaits confirmation.' },
  },
  'GET /account/passkeys': { who: 'session', enrolment: true },
  'POST /account/passkeys/options': { who: 'session', enrolment: true, reauth: 'always' },
  'POST /account/passkeys': {
    who: 'session',
    enrolment: true,
    reauth: 'always',
    also: { 409: 'The passkey is already registered.' },
  },
  'PATCH /account/passkeys/:id': { who: 'session' },
  'DELETE /account/passkeys/:id': {
    who: 'session',
    reauth: 'always',
    also: { 409: "The account's last second factor, while one is required." },
  },

  'GET /patients': { who: 'session', limit: 'user' },
  'POST /patients': { who: 'session', also: { 409: IDEMPOTENCY } },
  'GET /patients/:id': { who: 'session' },
  'PUT /patients/:id': { who: 'session' },
  'GET /patients/:id/evaluations': { who: 'session' },
  'GET /patients/:id/export': { who: 'session', limit: 'user' },
  'GET /patients/:id/fhir': { who: 'session', limit: 'user' },

  'POST /patients/:id/family-links': {
    who: 'session',
    also: { 400: 'A step that is not an evaluation step.', 409: 'The patient has no birth date.' },
  },
  'GET /patients/:id/family-links': { who: 'session' },
  'GET /family-links/pending': { who: 'session' },
  'GET /family-links/:id/answers': {
    who: 'session',
    also: { 409: 'The answers were not sent yet, or the link was revoked, or they were already reviewed.' },
  },
  'DELETE /family-links/:id': { who: 'session', also: { 409: 'The answers were already reviewed.' } },

  'POST /evaluations': {
    who: 'session',
    also: {
      404: 'The patient does not exist.',
      409: `${IDEMPOTENCY} Or the family link is not the patient's, or its answers do not await review.`,
    },
  },
  'GET /evaluations': { who: 'session' },
  'GET /evaluations/:id': { who: 'session' },
  'GET /evaluations/:id/fhir': { who: 'session' },

  'GET /questionnaire/versions': { who: 'session' },
  'GET /questionnaire/versions/:version': { who: 'session' },
  'GET /questionnaire/versions/:version/fhir': { who: 'session' },

  'GET /drafts': { who: 'session' },
  'GET /drafts/device-key': { who: 'session' },
  'GET /drafts/:id': { who: 'session' },
  'PUT /drafts/:id': {
    who: 'session',
    also: { 409: "The user's draft quota is full.", 413: "The user's drafts take too much space." },
  },
  'DELETE /drafts/:id': { who: 'session' },

  'POST /invite/generate': { who: 'admin' },
  'GET /invitations': { who: 'admin' },
  'POST /invitations/:id/revoke': { who: 'admin' },
  'GET /users': { who: 'admin' },
  'POST /users/:id/disable': {
    who: 'admin',
    reauth: 'another-admin',
    also: { 400: "The ADMIN's own account." },
  },
  'POST /users/:id/enable': { who: 'admin', reauth: 'another-admin' },
  'POST /users/:id/reset-link': { who: 'admin', reauth: 'another-admin' },
  'DELETE /users/:id/mfa': {
    who: 'admin',
    reauth: 'another-admin',
    also: { 400: "The ADMIN's own second factor." },
  },
  'GET /password-resets': { who: 'admin' },
  'POST /password-resets/:id/revoke': { who: 'admin' },
  'GET /audit': { who: 'admin' },
  'GET /openapi.json': { who: 'admin' },
  'POST /fhir/import': {
    who: 'admin',
    also: {
      400: 'Not a FHIR record this server can read back, or an answer its questionnaire version refuses.',
      413: 'The file is larger than 8 MiB.',
    },
  },
} as const satisfies Record<RouteKey, Access>
