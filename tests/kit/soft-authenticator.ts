// A software passkey authenticator for the API tests: P-256 keys from node:crypto, attestation 'none', and
// assertions signed like a platform authenticator's, with the few CBOR maps WebAuthn needs encoded by hand.
import crypto from 'node:crypto'
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server'

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>

/** CBOR (RFC 8949) for what WebAuthn uses here: integers, byte and text strings, maps. */
function cbor(value: Cbor): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n])
    if (n < 256) return Buffer.from([(major << 5) | 24, n])
    if (n < 65536) return Buffer.from([(major << 5) | 25, n >> 8, n & 255])
    const b = Buffer.alloc(5)
    b[0] = (major << 5) | 26
    b.writeUInt32BE(n, 1)
    return b
  }
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value)
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8')
    return Buffer.concat([head(3, bytes.length), bytes])
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value])
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])])
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url')
const sha256 = (data: Uint8Array | string) => crypto.createHash('sha256').update(data).digest()

const UP = 0x01
const UV = 0x04
const AT = 0x40

interface Credential {
  id: Buffer
  rpId: string
  key: crypto.KeyObject
  userHandle: string
  counter: number
}

export interface CeremonyOptions {
  /** The origin the browser would put in clientDataJSON (a phishing site's, for the tests that refuse it). */
  origin?: string
  userVerified?: boolean
}

export class SoftAuthenticator {
  readonly credentials: Credential[] = []

  constructor(readonly origin: string) {}

  private clientData(type: string, challenge: string, origin = this.origin) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }))
  }

  /** navigator.credentials.create(): a new P-256 credential, attestation 'none'. */
  register(
    options: PublicKeyCredentialCreationOptionsJSON,
    { origin, userVerified = true }: CeremonyOptions = {},
  ): RegistrationResponseJSON {
    const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const jwk = publicKey.export({ format: 'jwk' })
    const cose = cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    )
    const id = crypto.randomBytes(32)
    const rpId = options.rp.id!
    const length = Buffer.from([id.length >> 8, id.length & 255])
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([UP | (userVerified ? UV : 0) | AT]),
      Buffer.alloc(4),
      Buffer.alloc(16),
      length,
      id,
      cose,
    ])
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    )
    this.credentials.push({ id, rpId, key: privateKey, userHandle: options.user.id, counter: 0 })
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    }
  }

  /**
   * navigator.credentials.get(): signs the challenge with the allowed credential (or, with none listed, the newest
   * one for the relying party: a discoverable credential), its counter one higher each time.
   */
  assert(
    options: PublicKeyCredentialRequestOptionsJSON,
    { origin, userVerified = true }: CeremonyOptions = {},
  ): AuthenticationResponseJSON {
    const allowed = new Set((options.allowCredentials ?? []).map((c) => c.id))
    const credential = this.credentials
      .filter((c) => c.rpId === options.rpId && (allowed.size === 0 || allowed.has(b64url(c.id))))
      .at(-1)
    if (!credential) throw new Error('no credential for these options')
    credential.counter += 1
    const counter = Buffer.alloc(4)
    counter.writeUInt32BE(credential.counter)
    const authData = Buffer.concat([
      sha256(credential.rpId),
      Buffer.from([UP | (userVerified ? UV : 0)]),
      counter,
    ])
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, origin)
    const signature = crypto.sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.key)
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    }
  }
}
