// AES-GCM sealing with WebCrypto: a value becomes text only the key's holder can read, and any change to that text
// (or its use under another name) makes opening fail instead of giving altered content.

const IV_BYTES = 12

const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

/** A raw 256-bit key given as base64url, imported so that no script can read it back (non-extractable). */
export function importSealingKey(base64url: string): Promise<CryptoKey> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/')
  const raw = fromBase64(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))
  return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt'])
}

/** `value` as JSON, sealed under `key` for `name` (authenticated, not encrypted: opening under another name fails). */
export async function seal(key: CryptoKey, name: string, value: unknown): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const plain = new TextEncoder().encode(JSON.stringify(value))
  const additionalData = new TextEncoder().encode(name)
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData }, key, plain),
  )
  const out = new Uint8Array(IV_BYTES + sealed.length)
  out.set(iv)
  out.set(sealed, IV_BYTES)
  return toBase64(out)
}

/** What `seal` sealed; rejects when the key or the name differ, or the text was changed. */
export async function unseal<T>(key: CryptoKey, name: string, text: string): Promise<T> {
  const bytes = fromBase64(text)
  const additionalData = new TextEncoder().encode(name)
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES), additionalData },
    key,
    bytes.slice(IV_BYTES),
  )
  return JSON.parse(new TextDecoder().decode(plain)) as T
}
