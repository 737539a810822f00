// npm run build:server: bundles the server (src/server/main.ts and what it imports) into dist/server/main.js,
// which `npm start` runs with plain node: no TypeScript compilation and one file to load at start-up.
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'

export const SERVER_BUNDLE = 'dist/server/main.js'

/** Bundles one server entry point (the app, or a benchmark baseline) into `outfile`. */
export async function bundleServer(entry: string, outfile: string) {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Left outside: argon2 (native), PGlite (reads its WebAssembly and extension files next to its own modules)
    // and pg's optional native binding.
    external: ['argon2', '@electric-sql/pglite', '@electric-sql/pglite/*', 'pg-native'],
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
