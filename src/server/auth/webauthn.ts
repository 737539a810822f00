// WebAuthn ceremonies through @simplewebauthn/server. A passkey is bound to PUBLIC_ORIGIN (and its host as the
// relying party's id): the browser will not use it on another site, and the server refuses an answer made for
// another origin, which is what makes it resist phishing.
import type { FastifyInstance } from 'fastify'
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import type { ChallengeOwner, ChallengePurpose, PasskeyRow } from '../repositories/passkeys'
import type { UserRow } from '../repositories/users'

const RP_NAME = 'Fonoaudiologia App'

// Loaded at the first passkey ceremony, not at start: the library and its X.509 and ASN.1 parsers are a chunk of
// their own, kept out of the cold start.
const library = () => import('@simplewebauthn/server')

const relyingParty = (app: FastifyInstance) => ({
  origin: app.config.publicOrigin,
  id: new URL(app.config.publicOrigin).hostname,
})

/** The user handle a passkey stores (and gives back at a sign-in): the account's id. */
const userHandleOf = (userId: string) => new TextEncoder().encode(userId)

const descriptor = (passkey: PasskeyRow) => ({ id: passkey.credentialId, transports: passkey.transports })

/** Options for a new passkey of `user` (none of `existing` again), its challenge stored for the account. */
export async function registrationOptions(
  app: FastifyInstance,
  user: Pick<UserRow, 'id' | 'email' | 'name'>,
  existing: PasskeyRow[],
) {
  const options = await (
    await library()
  ).generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingParty(app).id,
    userName: user.email,
    userDisplayName: user.name,
    userID: userHandleOf(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map(descriptor),
    // Discoverable where the authenticator can, so that the same passkey signs in without a password.
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  })
  await app.repos.passkeys.challenges.create(options.challenge, 'register', { userId: user.id })
  return options
}

/** The credential of a verified registration answer of `userId` (its challenge taken), or undefined. */
export async function verifiedRegistration(
  app: FastifyInstance,
  userId: string,
  credential: RegistrationResponseJSON,
) {
  const rp = relyingParty(app)
  try {
    const result = await (
      await library()
    ).verifyRegistrationResponse({
      response: credential,
      expectedChallenge: (challenge) => app.repos.passkeys.challenges.take(challenge, 'register', { userId }),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    })
    return result.verified ? result.registrationInfo.credential : undefined
  } catch {
    // A malformed answer, another origin, a used challenge: all the same refusal.
    return undefined
  }
}

/**
 * Options for a passkey's use: among `allowed` (a login's second step) or any discoverable one (a sign-in without a
 * password, which then requires user verification: the passkey stands for both factors).
 */
export async function authenticationOptions(
  app: FastifyInstance,
  purpose: Exclude<ChallengePurpose, 'register'>,
  owner: ChallengeOwner,
  allowed: PasskeyRow[] = [],
) {
  const options = await (
    await library()
  ).generateAuthenticationOptions({
    rpID: relyingParty(app).id,
    allowCredentials: allowed.map(descriptor),
    userVerification: purpose === 'sign_in' ? 'required' : 'preferred',
  })
  await app.repos.passkeys.challenges.create(options.challenge, purpose, owner)
  return options
}

/**
 * The passkey that made this answer to an open challenge of `purpose` and `owner` (taken, never to work again), with
 * its counter stored; undefined when anything is wrong. A sign-in's answer must also carry the passkey's own user
 * handle and user verification.
 */
export async function verifiedPasskey(
  app: FastifyInstance,
  credential: AuthenticationResponseJSON,
  purpose: Exclude<ChallengePurpose, 'register'>,
  owner: ChallengeOwner,
): Promise<PasskeyRow | undefined> {
  const { passkeys } = app.repos
  const passkey =
    typeof credential.id === 'string' ? await passkeys.findByCredentialId(credential.id) : undefined
  if (!passkey || (owner.userId && passkey.userId !== owner.userId)) return undefined
  const signIn = purpose === 'sign_in'
  if (signIn && credential.response?.userHandle !== Buffer.from(passkey.userId).toString('base64url'))
    return undefined
  const rp = relyingParty(app)
  try {
    const { verified, authenticationInfo } = await (
      await library()
    ).verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: (challenge) => passkeys.challenges.take(challenge, purpose, owner),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: signIn,
    })
    // The library refuses a counter that did not grow; this refuses one that another use outran meanwhile.
    if (!verified || !(await passkeys.used(passkey.id, authenticationInfo.newCounter))) return undefined
    return passkey
  } catch {
    return undefined
  }
}
