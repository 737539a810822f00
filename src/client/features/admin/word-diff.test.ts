import { describe, expect, it } from 'vitest'
import { wordDiff } from './word-diff'

const marked = (pieces: { text: string; changed: boolean }[]) =>
  pieces.map((p) => (p.changed ? `[${p.text}]` : p.text)).join('')

describe('wordDiff', () => {
  it('marks the words each wording has and the other lacks', () => {
    const [before, after] = wordDiff('Pede ajuda aos pais', 'Pede ajuda aos pais quando se machuca')
    expect(marked(before)).toBe('Pede ajuda aos pais')
    expect(marked(after)).toBe('Pede ajuda aos pais [quando] [se] [machuca]')
    const [a, b] = wordDiff('Agita as mãos (flapping)', 'Agita os braços repetidamente (flapping)')
    expect(marked(a)).toBe('Agita [as] [mãos] (flapping)')
    expect(marked(b)).toBe('Agita [os] [braços] [repetidamente] (flapping)')
  })

  it('marks nothing when the wordings are the same', () => {
    const [a, b] = wordDiff('Canta', 'Canta')
    expect(marked(a) + marked(b)).toBe('CantaCanta')
  })
})
