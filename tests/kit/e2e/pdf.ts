// What a PDF printed by Chromium says, page by page, without a PDF library: its pages, each page's content streams
// (Flate) and the ToUnicode maps of its fonts (Identity-H, as Skia writes them), or the standard fonts' WinAnsi
// encoding (one byte a character, as pdfkit writes Helvetica). Enough for tests to read the text back; not a general
// PDF reader (no object streams, no encrypted files).
import zlib from 'node:zlib'

type Objects = Map<string, string>

/** Every `N 0 obj … endobj` of the file, by number, as latin1 text (one character per byte). */
function objectsOf(pdf: Buffer): Objects {
  const text = pdf.toString('latin1')
  const objects: Objects = new Map()
  for (const match of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) objects.set(match[1]!, match[2]!)
  return objects
}

/** The decoded data of a stream object. */
function streamOf(body: string): string {
  const start = body.search(/stream\r?\n/)
  if (start < 0) return ''
  const from = body.indexOf('\n', start) + 1
  // The dictionary's /Length when it is written in place: data may itself end in a byte that looks like a line end.
  const length = /\/Length\s+(\d+)(?!\s+0\s+R)/.exec(body.slice(0, start))?.[1]
  const data =
    length === undefined
      ? body.slice(from, body.lastIndexOf('endstream')).replace(/\r?\n$/, '')
      : body.slice(from, from + Number(length))
  const raw = Buffer.from(data, 'latin1')
  return (/\/FlateDecode/.test(body.slice(0, start)) ? zlib.inflateSync(raw) : raw).toString('latin1')
}

const refs = (text: string) => [...text.matchAll(/(\d+) 0 R/g)].map((m) => m[1]!)
const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le')

/** A ToUnicode CMap: glyph code (hex, upper case) -> text. */
function cmapOf(source: string): Map<string, string> {
  const map = new Map<string, string>()
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, text] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set(code!.toUpperCase(), utf16(text!))
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, lo, hi, text] of block[1]!.matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
    )) {
      const [from, to, first] = [parseInt(lo!, 16), parseInt(hi!, 16), parseInt(text!, 16)]
      for (let code = from; code <= to; code++)
        map.set(
          code.toString(16).toUpperCase().padStart(lo!.length, '0'),
          String.fromCodePoint(first + code - from),
        )
    }
  return map
}

// WinAnsi's characters at 0x80-0x9F where Latin-1 has control codes; elsewhere they are Latin-1's.
const WIN_ANSI: Record<number, string> = {
  0x80: '€',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
}

/** The glyph map of a one-byte WinAnsi font. */
const winAnsi = () =>
  new Map(
    Array.from({ length: 256 }, (_, byte) => [
      byte.toString(16).toUpperCase().padStart(2, '0'),
      WIN_ANSI[byte] ?? String.fromCharCode(byte),
    ]),
  )

/** The fonts of a page's resources: name (F4) -> its glyph map (codes of 4 hex digits, or 2 for WinAnsi). */
function fontsOf(page: string, objects: Objects): Map<string, Map<string, string>> {
  const fonts = new Map<string, Map<string, string>>()
  // The resources inline (Skia) or as an object of their own (pdfkit).
  const resources = /\/Resources (\d+) 0 R/.exec(page)?.[1]
  const list = /\/Font\s*<<([\s\S]*?)>>/.exec(resources ? (objects.get(resources) ?? '') : page)?.[1] ?? ''
  for (const [, name, ref] of list.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
    const font = objects.get(ref!) ?? ''
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(font)?.[1]
    if (toUnicode) fonts.set(name!, cmapOf(streamOf(objects.get(toUnicode) ?? '')))
    else fonts.set(name!, /\/WinAnsiEncoding/.test(font) ? winAnsi() : new Map())
  }
  return fonts
}

/** The text a content stream shows: each text object (BT … ET) on a line of its own. */
function textOf(content: string, fonts: Map<string, Map<string, string>>): string {
  let glyphs = new Map<string, string>()
  const lines: string[] = []
  for (const block of content.matchAll(/BT([\s\S]*?)ET/g)) {
    let line = ''
    for (const token of block[1]!.matchAll(/\/(\w+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>/g)) {
      if (token[1]) glyphs = fonts.get(token[1]) ?? new Map()
      else {
        const width = glyphs.keys().next().value?.length ?? 4
        for (let i = 0; i < token[2]!.length; i += width)
          line += glyphs.get(token[2]!.slice(i, i + width).toUpperCase()) ?? ''
      }
    }
    lines.push(line)
  }
  return lines.join('\n')
}

/** The text of each page of a PDF, in page order. */
export function pdfPages(pdf: Buffer): string[] {
  const objects = objectsOf(pdf)
  const root = [...objects.values()].find((o) => /\/Type\s*\/Pages\b/.test(o) && !/\/Parent/.test(o))
  if (!root) throw new Error('pdf: no page tree')
  const pages: string[] = []
  const walk = (node: string) => {
    if (/\/Type\s*\/Pages\b/.test(node))
      for (const kid of refs(/\/Kids\s*\[([^\]]*)\]/.exec(node)?.[1] ?? '')) walk(objects.get(kid) ?? '')
    else {
      const fonts = fontsOf(node, objects)
      const contents = /\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/.exec(node)?.[1] ?? ''
      pages.push(
        refs(contents)
          .map((ref) => textOf(streamOf(objects.get(ref) ?? ''), fonts))
          .join('\n'),
      )
    }
  }
  walk(root)
  return pages
}
