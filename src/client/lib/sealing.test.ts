// The offline copy's sealing: readable with the session's key only, under its own name only, and never in clear.
import { describe, expect, it } from 'vitest'
import { importSealingKey, seal, unseal } from './sealing'

const rawKey = (fill: number) =>
  btoa(String.fromCharCode(...new Uint8Array(32).fill(fill)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '')

const NAME = 'Maria Eduarda Quixadá'
const draft = { sections: { personalData: { patientName: NAME } }, step: 3 }

describe('seal and unseal', () => {
  it('gives the value back with the same key and name, and keeps nothing of it in clear', async () => {
    const key = await importSealingKey(rawKey(7))
    const sealed = await seal(key, 'rascunho-1', draft)
    expect(sealed).not.toContain('Maria')
    expect(atob(sealed)).not.toContain('Maria')
    expect(await unseal(key, 'rascunho-1', sealed)).toEqual(draft)
    // A fresh IV every time: the same value never seals to the same text.
    expect(await seal(key, 'rascunho-1', draft)).not.toBe(sealed)
  })

  it('refuses another key (another session), another name, and a changed text', async () => {
    const key = await importSealingKey(rawKey(7))
    const sealed = await seal(key, 'rascunho-1', draft)
    await expect(unseal(await importSealingKey(rawKey(8)), 'rascunho-1', sealed)).rejects.toThrow()
    await expect(unseal(key, 'rascunho-2', sealed)).rejects.toThrow()
    const bytes = Uint8Array.from(atob(sealed), (c) => c.charCodeAt(0))
    bytes[bytes.length - 1]! ^= 1
    const changed = btoa(String.fromCharCode(...bytes))
    await expect(unseal(key, 'rascunho-1', changed)).rejects.toThrow()
  })

  it('imports the key so that no script can read it back', async () => {
    const key = await importSealingKey(rawKey(9))
    expect(key.extractable).toBe(false)
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow()
  })
})
