// Every route's answer is written by the serializer Fastify compiles from its contract schema, which writes only the
// fields the schema lists (the patient export sends a zip file, no JSON answer); this keeps it so.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROUTES = path.dirname(new URL(import.meta.url).pathname)
const OWN_SERIALIZER = /\.serializer\(|serializerCompiler|setSerializerCompiler|setReplySerializer/

const routeFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return routeFiles(file)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : []
  })

describe('route serializers', () => {
  it('no route writes its answer with a serializer of its own', () => {
    const files = routeFiles(ROUTES)
    expect(files.length).toBeGreaterThan(10)
    const own = files.filter((file) => OWN_SERIALIZER.test(fs.readFileSync(file, 'utf8')))
    expect(own.map((file) => path.relative(ROUTES, file))).toEqual([])
  })
})
