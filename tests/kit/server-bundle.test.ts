// What the built server loads to start on the embedded database: its entry, the rest of the start (start.ts, loaded
// with import() while PGlite starts) and what those import statically. PostgreSQL's driver is not part of it.
import { build, type Metafile } from 'esbuild'
import { beforeAll, describe, expect, it } from 'vitest'
import { serverBuildOptions, SERVER_BUNDLE } from '../../scripts/build-server'

let metafile: Metafile

beforeAll(async () => {
  const result = await build({
    ...serverBuildOptions('src/server/main.ts', SERVER_BUNDLE),
    write: false,
    metafile: true,
    sourcemap: false,
  })
  metafile = result.metafile
})

/** The outputs loaded from the outputs `from`, following static imports only. */
function staticallyLoaded(from: string[]): Set<string> {
  const loaded = new Set<string>()
  const visit = (output: string) => {
    if (loaded.has(output)) return
    loaded.add(output)
    for (const imported of metafile.outputs[output]!.imports)
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path)
  }
  from.forEach(visit)
  return loaded
}

const outputOf = (entryPoint: string) => {
  const found = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === entryPoint)
  if (!found) throw new Error(`no output for ${entryPoint}`)
  return found[0]
}
const inputsOf = (outputs: Iterable<string>) =>
  [...outputs].flatMap((output) => Object.keys(metafile.outputs[output]!.inputs))

describe("the built server's start on the embedded database", () => {
  it("loads the server's code but not PostgreSQL's driver, which is a chunk of its own", () => {
    const start = staticallyLoaded([outputOf('src/server/main.ts'), outputOf('src/server/start.ts')])
    const inputs = inputsOf(start)
    expect(inputs).toContain('src/server/app.ts')
    expect(inputs).toContain('src/server/db/client.ts')
    expect(inputs.filter((input) => input.includes('node_modules/pg/'))).toEqual([])
    expect(inputs).not.toContain('src/server/db/postgres-client.ts')

    // Loaded with import() when DATABASE_URL is set, and the driver with it.
    const postgres = inputsOf(staticallyLoaded([outputOf('src/server/db/postgres-client.ts')]))
    expect(postgres).toContain('node_modules/pg/lib/index.js')
  })
})
