/**
 * Tokens whose signature has been checked, by their exact text, until they expire: a later request with the same
 * token skips the HMAC and the parsing. A token that differs by one character (forged, altered) is not found and
 * is verified in full. Revocation does not rest on this: the session behind the token is checked afterwards.
 */
export class VerifiedTokens<Claims extends { exp: number }> {
  private readonly entries = new Map<string, Claims>()

  constructor(private readonly max = 10_000) {}

  get(token: string, nowMs = Date.now()): Claims | undefined {
    const claims = this.entries.get(token)
    if (claims && claims.exp * 1000 <= nowMs) {
      this.entries.delete(token)
      return undefined
    }
    return claims
  }

  set(token: string, claims: Claims) {
    // Oldest first out: a Map keeps insertion order.
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!)
    this.entries.set(token, claims)
  }

  get size() {
    return this.entries.size
  }
}
