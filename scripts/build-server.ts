// npm run build:server: bundles the server (src/server/main.ts and what it imports) into dist/server/main.js,
// which `npm start` runs with plain node: no TypeScript compilation at start-up. What the entry loads with import()
// (the app, loaded while the embedded database starts: src/server/main.ts) and what both share are chunks beside it.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'

export const SERVER_BUNDLE = 'dist/server/main.js'

const CHUNK = /^chunk-[\w-]+\.js(\.map)?$/

/** Bundles one server entry point (the app, or a benchmark baseline) into `outfile` and its chunks beside it. */
export async function bundleServer(entry: string, outfile: string) {
  const outdir = path.dirname(outfile)
  // The chunks of an earlier build (their names carry a hash of their content).
  if (fs.existsSync(outdir))
    for (const name of fs.readdirSync(outdir)) if (CHUNK.test(name)) fs.rmSync(path.join(outdir, name))
  await build({
    entryPoints: { [path.basename(outfile, '.js')]: entry },
    outdir,
    // In the entry's folder, not below it: src/server/paths.ts finds the repository two folders up.
    chunkNames: 'chunk-[hash]',
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Left outside: argon2 (native), PGlite (reads its WebAssembly and extension files next to its own modules),
    // pg's optional native binding, and zxcvbn's password list: loaded with import() on first use, a CommonJS
    // package in a chunk of its own would keep only its default export, where Node gives its named ones.
    external: [
      'argon2',
      '@electric-sql/pglite',
      '@electric-sql/pglite/*',
      'pg-native',
      '@zxcvbn-ts/language-common',
    ],
    // The bundled CommonJS packages call require(); an ES module has none of its own.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    sourcemap: true,
    logLevel: 'warning',
  })
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await bundleServer('src/server/main.ts', SERVER_BUNDLE)
