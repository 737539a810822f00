import crypto from 'node:crypto'

/** 32 random bytes, base64url: what an invitation link carries. */
export const newOpaqueToken = () => crypto.randomBytes(32).toString('base64url')

/** Invitations are stored only as this hash, so a database leak does not leak usable links. */
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex')
