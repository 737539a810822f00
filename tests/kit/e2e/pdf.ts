// What a PDF printed by Chromium says, page by page, without a PDF library: its pages, each page's content streams
// (Flate) and the ToUnicode maps of its fonts (Identity-H, as Skia writes them). Enough for tests to read the text
// back; not a general PDF reader (no object streams, no encrypted files).
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
  const data = body.slice(body.indexOf('\n', start) + 1, body.lastIndexOf('endstream')).replace(/\r?\n$/, '')
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

/** The fonts of a page's resources: name (F4) -> its glyph map. */
function fontsOf(page: string, objects: Objects): Map<string, Map<string, string>> {
  const fonts = new Map<string, Map<string, string>>()
  const list = /\/Font\s*<<([\s\S]*?)>>/.exec(page)?.[1] ?? ''
  for (const [, name, ref] of list.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
    const font = objects.get(ref!) ?? ''
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(font)?.[1]
    fonts.set(name!, toUnicode ? cmapOf(streamOf(objects.get(toUnicode) ?? '')) : new Map())
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
      else
        for (let i = 0; i < token[2]!.length; i += 4)
          line += glyphs.get(token[2]!.slice(i, i + 4).toUpperCase()) ?? ''
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
