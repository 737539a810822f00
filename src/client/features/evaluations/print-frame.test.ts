import { describe, expect, it } from 'vitest'
import { cssString, recordedLine } from './print-frame'

describe('cssString', () => {
  it('keeps letters, accents, digits and spaces, and escapes everything else', () => {
    expect(cssString('João Conceição 2')).toBe('"João Conceição 2"')
    expect(cssString('a"b\\c')).toBe('"a\\22 b\\5c c"')
  })

  it('leaves nothing that could end the string or the style element', () => {
    const css = cssString('x"; } </style><script>alert(1)</script> {')
    expect(css.slice(1, -1)).not.toMatch(/["<>;{}]/)
    expect(css).toContain('\\3c \\2f style\\3e ')
  })
})

describe('recordedLine', () => {
  it('names the clinician, or says only when', () => {
    const at = new Date(2026, 10, 23, 14, 32).toISOString()
    expect(recordedLine('Ana Souza', at)).toBe('Registrada por Ana Souza em 23/11/2026 às 14:32')
    expect(recordedLine(null, at)).toBe('Registrada em 23/11/2026 às 14:32')
  })
})
