// npm run build:server: bundles the server (src/server/main.ts and what it imports) into dist/server/main.js,
// which `npm start` runs with plain node: no TypeScript compilation at start-up. What the entry loads with import()
// (the app, loaded while the embedded database starts: src/server/main.ts) and what both share are chunks beside it.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type BuildOptions } from 'esbuild'

export const SERVER_BUNDLE = 'dist/server/main.js'

const CHUNK = /^chunk-[\w-]+\.js(\.map)?$/

/** esbuild's options for one server entry point (the app, or a benchmark baseline) bundled into `outfile`. */
export function serverBuildOptions(entry: string, outfile: string): BuildOptions {
  return {
    entryPoints: { [path.basename(outfile, '.js')]: entry },
    outdir: path.dirname(outfile),
    // In the entry's folder, not below it: src/server/paths.ts finds the repository two folders up.
    chunkNames: 'chunk-[hash]',
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Left outside: argon2 (native), PGlite (reads its WebAssembly and extension files next to its own modules),
    // pg's optional native binding, pdfkit (reads its font and colour-profile files next to its own modules), and
    // zxcvbn's password list: loaded with import() on first use, a CommonJS
    // package in a chunk of its own would keep only its default export, where Node gives its named ones
    // (refuseCommonJsChunks).
    external: [
      'argon2',
      '@electric-sql/pglite',
      '@electric-sql/pglite/*',
      'pg-native',
      'pdfkit',
      '@zxcvbn-ts/language-common',
    ],
    // The bundled CommonJS packages call require(); an ES module has none of its own.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    sourcemap: true,
    logLevel: 'warning',
  }
}

/** Bundles one server entry point (the app, or a benchmark baseline) into `outfile` and its chunks beside it. */
export async function bundleServer(entry: string, outfile: string) {
  const outdir = path.dirname(outfile)
  // The chunks of an earlier build (their names carry a hash of their content).
  if (fs.existsSync(outdir))
    for (const name of fs.readdirSync(outdir)) if (CHUNK.test(name)) fs.rmSync(path.join(outdir, name))
  await build(serverBuildOptions(entry, outfile))
  refuseCommonJsChunks(outdir)
}

// A chunk that is one CommonJS package and nothing else: what esbuild makes of a package loaded with import().
const COMMONJS_CHUNK = /^export default require_\w+\(\);$/m

/**
 * Fails the build on a chunk that is a CommonJS package loaded with import(): such a chunk exports only `default`,
 * where Node would give the package's named exports too, so `const { x } = await import(pkg)` finds nothing at
 * run time (registration answered 500 when zxcvbn's list was one). Such a package goes into `external`.
 */
function refuseCommonJsChunks(outdir: string) {
  for (const name of fs.readdirSync(outdir).filter((file) => CHUNK.test(file) && file.endsWith('.js'))) {
    const text = fs.readFileSync(path.join(outdir, name), 'utf8')
    if (!COMMONJS_CHUNK.test(text)) continue
    const source = /^\/\/ (node_modules\/\S+)/m.exec(text)?.[1] ?? 'a CommonJS module'
    throw new Error(
      `${path.join(outdir, name)} is ${source}, loaded with import(): its named exports are lost in a chunk. ` +
        'List the package in `external` (scripts/build-server.ts).',
    )
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await bundleServer('src/server/main.ts', SERVER_BUNDLE)
