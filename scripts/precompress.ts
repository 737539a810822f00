// npm run build:precompress (part of `npm run build`): writes a brotli (.br) and a gzip (.gz) copy beside each text
// asset of the built client, which the server sends to a browser that accepts them (src/server/plugins/client.ts,
// @fastify/static's preCompressed). Compressed once here at the highest levels, instead of on every request.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import zlib from 'node:zlib'

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map|webmanifest|xml)$/
// Below this a compressed copy saves less than its own headers cost.
const MIN_BYTES = 1024

export interface Precompressed {
  file: string
  bytes: number
  br?: number
  gz?: number
}

/** The files under `dir` worth compressing, their compressed copies written beside them (only when smaller). */
export function precompress(dir: string): Precompressed[] {
  const done: Precompressed[] = []
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue
    const file = path.join(entry.parentPath, entry.name)
    const content = fs.readFileSync(file)
    const result: Precompressed = { file, bytes: content.length }
    // Copies of an earlier build that no longer match their file must not outlive it.
    for (const suffix of ['.br', '.gz']) fs.rmSync(file + suffix, { force: true })
    if (content.length >= MIN_BYTES) {
      const br = zlib.brotliCompressSync(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      })
      const gz = zlib.gzipSync(content, { level: 9 })
      if (br.length < content.length) fs.writeFileSync(file + '.br', br)
      if (gz.length < content.length) fs.writeFileSync(file + '.gz', gz)
      result.br = br.length < content.length ? br.length : undefined
      result.gz = gz.length < content.length ? gz.length : undefined
    }
    done.push(result)
  }
  return done
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = path.resolve(process.argv[2] ?? 'dist/client')
  const done = precompress(dir)
  const sum = (pick: (p: Precompressed) => number | undefined) =>
    done.reduce((total, p) => total + (pick(p) ?? p.bytes), 0)
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  console.log(
    `Precompressed ${done.length} files in ${path.relative(process.cwd(), dir) || '.'}: ` +
      `${kb(sum(() => undefined))} → ${kb(sum((p) => p.br))} brotli, ${kb(sum((p) => p.gz))} gzip`,
  )
}
