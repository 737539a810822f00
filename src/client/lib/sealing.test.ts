// The offline copy's sealing: readable with the session's key only, under its own name only, and never in clear.
import { describe, expect, it } from 'vitest'
import { seal, sealingKey, unseal } from './sealing'

const rawKey = (fill: number) =>
  btoa(String.fromCharCode(...new Uint8Array(32).fill(fill)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '')

const NAME = 'Maria Eduarda Quixadá'
const draft = { sections: { personalData: { patientName: NAME } }, step: 3 }

describe('seal and unseal', () => {
  it('gives the value back with the same key and name, and keeps nothing of it in clear', () => {
    const key = sealingKey(rawKey(7))
    const sealed = seal(key, 'rascunho-1', draft)
    expect(sealed).not.toContain('Maria')
    expect(atob(sealed)).not.toContain('Maria')
    expect(unseal(key, 'rascunho-1', sealed)).toEqual(draft)
    // A fresh IV every time: the same value never seals to the same text.
    expect(seal(key, 'rascunho-1', draft)).not.toBe(sealed)
  })

  it('refuses another key (another session), another name, and a changed text', () => {
    const key = sealingKey(rawKey(7))
    const sealed = seal(key, 'rascunho-1', draft)
    expect(() => unseal(sealingKey(rawKey(8)), 'rascunho-1', sealed)).toThrow()
    expect(() => unseal(key, 'rascunho-2', sealed)).toThrow()
    const bytes = Uint8Array.from(atob(sealed), (c) => c.charCodeAt(0))
    bytes[bytes.length - 1]! ^= 1
    const changed = btoa(String.fromCharCode(...bytes))
    expect(() => unseal(key, 'rascunho-1', changed)).toThrow()
  })

  it('is AES-GCM as WebCrypto does it: a copy sealed by the previous release still opens, and back', async () => {
    const key = sealingKey(rawKey(9))
    const webKey = await crypto.subtle.importKey('raw', key.slice(), 'AES-GCM', false, ['encrypt', 'decrypt'])
    const iv = crypto.getRandomValues(new Uint8Array(12))
    const additionalData = new TextEncoder().encode('rascunho-1')
    const plain = new TextEncoder().encode(JSON.stringify(draft))
    const byWebCrypto = new Uint8Array(
      await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData }, webKey, plain),
    )
    const text = btoa(String.fromCharCode(...iv, ...byWebCrypto))
    expect(unseal(key, 'rascunho-1', text)).toEqual(draft)

    const bytes = Uint8Array.from(atob(seal(key, 'rascunho-1', draft)), (c) => c.charCodeAt(0))
    const opened = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, 12), additionalData },
      webKey,
      bytes.slice(12),
    )
    expect(JSON.parse(new TextDecoder().decode(opened))).toEqual(draft)
  })

  it('refuses a key that is not 256 bits', () => {
    expect(() => sealingKey(rawKey(1).slice(0, 20))).toThrow()
  })
})
