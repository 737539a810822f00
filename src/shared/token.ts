export interface TokenUser {
  name: string
  email: string
  role: string
  /** Expiry, in seconds since the epoch. */
  exp: number | undefined
}

function base64UrlDecode(part: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(part)) throw new Error('invalid base64url')
  const base64 = part
    .replaceAll('-', '+')
    .replaceAll('_', '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=')
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
}

/**
 * Reads the user from a login token's payload (claims name, sub, role). Throws when the token is not a
 * string, lacks the payload part, or its payload is not valid base64url JSON. The signature is the
 * server's business: this only decides what to show.
 */
export function decodeToken(token: unknown): TokenUser {
  if (typeof token !== 'string') throw new Error('token is not a string')
  const payload = token.split('.')[1]
  if (!payload) throw new Error('token has no payload')
  const claims = JSON.parse(base64UrlDecode(payload)) as Record<string, unknown>
  if (typeof claims !== 'object' || claims === null) throw new Error('payload is not an object')
  return {
    name: typeof claims.name === 'string' ? claims.name : '',
    email: typeof claims.sub === 'string' ? claims.sub : '',
    role: typeof claims.role === 'string' ? claims.role : '',
    exp: typeof claims.exp === 'number' ? claims.exp : undefined,
  }
}

export const isExpired = (user: TokenUser, now = Date.now()) =>
  user.exp !== undefined && user.exp * 1000 <= now
