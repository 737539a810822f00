// npm run openapi: writes docs/openapi.json, the API as OpenAPI 3.1, from the contract (src/server/openapi).
import fs from 'node:fs'
import path from 'node:path'
import prettier from 'prettier'
import { apiDocument } from '../src/server/openapi/api-document'

const file = path.resolve(import.meta.dirname, '../docs/openapi.json')
const options = (await prettier.resolveConfig(file)) ?? {}
fs.writeFileSync(file, await prettier.format(JSON.stringify(apiDocument()), { ...options, filepath: file }))
console.log(`Wrote ${path.relative(process.cwd(), file)}.`)
