import crypto from 'node:crypto'

/**
 * The key that seals a session's offline draft copy in its browser: HMAC-SHA-256 of the session id under a key
 * derived from the server's signing secret (its own label, so it is never a value the tokens use). Nothing is
 * stored: the same session always gets the same key, and once the session ends the server gives it to nobody.
 */
export function deviceKeyFor(serverSecret: string, sessionId: string): string {
  const root = crypto.createHmac('sha256', serverSecret).update('fono draft device key v1').digest()
  return crypto.createHmac('sha256', root).update(sessionId).digest('base64url')
}
