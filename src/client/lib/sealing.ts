// AES-GCM sealing: a value becomes text only the key's holder can read, and any change to that text (or its use
// under another name) makes opening fail instead of giving altered content. Synchronous (@noble/ciphers), so that a
// page being left can still seal what was typed last: a page-hide does not wait for WebCrypto's promises.
import { gcm } from '@noble/ciphers/aes.js'

const IV_BYTES = 12

const toBase64 = (bytes: Uint8Array) => {
  let text = ''
  for (const byte of bytes) text += String.fromCharCode(byte)
  return btoa(text)
}
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

/** A raw 256-bit key given as base64url (as the server sends it). */
export function sealingKey(base64url: string): Uint8Array {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/')
  const raw = fromBase64(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))
  if (raw.length !== 32) throw new Error('A sealing key has 32 bytes')
  return raw
}

/** `value` as JSON, sealed under `key` for `name` (authenticated, not encrypted: opening under another name fails). */
export function seal(key: Uint8Array, name: string, value: unknown): string {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const plain = new TextEncoder().encode(JSON.stringify(value))
  const sealed = gcm(key, iv, new TextEncoder().encode(name)).encrypt(plain)
  const out = new Uint8Array(IV_BYTES + sealed.length)
  out.set(iv)
  out.set(sealed, IV_BYTES)
  return toBase64(out)
}

/** What `seal` sealed; throws when the key or the name differ, or the text was changed. */
export function unseal<T>(key: Uint8Array, name: string, text: string): T {
  const bytes = fromBase64(text)
  const plain = gcm(key, bytes.subarray(0, IV_BYTES), new TextEncoder().encode(name)).decrypt(
    bytes.subarray(IV_BYTES),
  )
  return JSON.parse(new TextDecoder().decode(plain)) as T
}
