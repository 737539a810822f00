// From schemas/: the TypeScript types of the patient and of every questionnaire section (committed; they carry no
// wording, so a wording change leaves them as they are), and each wizard step's precompiled validator (the strict
// CSP forbids Ajv's run-time code generation in the browser; they embed the schema, titles included, so they are
// generated at build time into src/client/generated/, which git ignores).
//   npm run gen:types                  both
//   npm run gen:types -- --check       exits non-zero when the committed types are stale
//   npm run gen:validators             the validators only (npm run build, npm run dev and npm test run it)
// The validators follow the questionnaire the client is built with: QUESTIONNAIRE_DIR when set (vite.config.ts reads
// it too), written into VALIDATORS_DIR when set; the committed types always follow schemas/.
import fs from 'node:fs'
import path from 'node:path'
import { compile } from 'json-schema-to-typescript'
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators'
import type { JSONSchema7 } from 'json-schema'
import { bundleWithCommon } from '../src/shared/questionnaire/bundle'
import type { WizardFile } from '../src/shared/questionnaire/types'

const root = path.resolve(import.meta.dirname, '..')
const typesFile = 'src/shared/generated/questionnaire.ts'
const validatorsDir = path.resolve(root, process.env.VALIDATORS_DIR || 'src/client/generated/validators')
const validatorsSource = path.resolve(root, process.env.QUESTIONNAIRE_DIR || 'schemas')
const HEADER = '/* Generated from schemas/ by `npm run gen:types`: do not edit. */'
const read = (file: string, dir = path.join(root, 'schemas')) =>
  JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as JSONSchema7

// json-schema-to-typescript makes a named type of every `title`; the titles are Portuguese labels.
function stripTitles(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(stripTitles)
  if (!node || typeof node !== 'object') return node
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => key !== 'title' && key !== 'description')
      .map(([key, value]) => [key, stripTitles(value)]),
  )
}

const typeName = (section: string) => section[0]!.toUpperCase() + section.slice(1)

const common = read('common.json')
const wizard = JSON.parse(fs.readFileSync(path.join(root, 'schemas/wizard.json'), 'utf8')) as WizardFile

async function generateTypes(): Promise<string> {
  const sources: [string, JSONSchema7][] = [
    ['Patient', read('patient.schema.json')],
    ...wizard.steps.map((step): [string, JSONSchema7] => [
      `${typeName(step.section)}Section`,
      read(step.schema),
    ]),
  ]
  const parts: string[] = []
  for (const [name, schema] of sources) {
    const bundled = stripTitles(bundleWithCommon(schema, common)) as JSONSchema7
    delete (bundled as { $id?: string }).$id
    parts.push(
      await compile({ ...bundled, title: name } as Parameters<typeof compile>[0], name, {
        bannerComment: '',
        additionalProperties: false,
        format: false,
        declareExternallyReferenced: true,
        maxItems: -1,
      }),
    )
  }
  // Shared definitions appear once per step that uses them: keep the first of each.
  const seen = new Set<string>()
  const body = parts
    .join('\n')
    .split(/\n(?=export )/)
    .filter((declaration) => {
      const name = /^export (?:type|interface) (\w+)/.exec(declaration.trim())?.[1]
      if (!name || seen.has(name)) return false
      seen.add(name)
      return true
    })
    .map((declaration) => declaration.trim())
    .join('\n\n')
  // The evaluation's own sections, as POST /api/evaluations takes them and GET /api/evaluations/{id} answers.
  const sections = wizard.steps
    .filter((step) => step.target === 'evaluation')
    .map((step) => `  ${step.section}?: ${typeName(step.section)}Section`)
  const evaluationSections = `export interface EvaluationSections {\n${sections.join('\n')}\n}`
  // The section keys, from wizard.json: nothing hand-kept to drift from it.
  const union = (target?: string) =>
    wizard.steps
      .filter((step) => !target || step.target === target)
      .map((step) => `'${step.section}'`)
      .join(' | ')
  const keys = [
    `/** The wizard's sections, in its order (wizard.json). */\nexport type SectionKey = ${union()}`,
    `/** The sections that fill the patient's record (target "patient"). */\nexport type PatientSectionKey = ${union('patient')}`,
    `/** The evaluation's own sections (target "evaluation"). */\nexport type EvaluationSectionKey = ${union('evaluation')}`,
  ].join('\n\n')
  return `${HEADER}\n/* eslint-disable */\n\n${body}\n\n${evaluationSections}\n\n${keys}\n`
}

/**
 * Ajv's standalone output is CommonJS with two run-time requires; rewritten here as an ES module so that
 * Vite and Node load it alike.
 */
function validatorModule(schema: JSONSchema7, shared: JSONSchema7): string {
  const code = compileSchemaValidatorsCode(bundleWithCommon(schema, shared) as never)
    .replace(/^"use strict";/, '')
    .replaceAll('require("ajv/dist/runtime/ucs2length").default', 'ucs2length')
    .replaceAll('require("ajv-formats/dist/formats").fullFormats', 'fullFormats')
  if (/require\(/.test(code)) throw new Error(`unexpected require() in the validator of ${schema.$id}`)
  return [
    HEADER,
    '// @ts-nocheck',
    "import { fullFormats } from 'ajv-formats/dist/formats.js'",
    '// Length in code points, as JSON Schema counts maxLength.',
    'const ucs2length = (text) => [...text].length',
    'const exports = {}',
    code.trim(),
    'export default exports',
    '',
  ].join('\n')
}

async function generateValidators(): Promise<Map<string, string>> {
  const source = read('wizard.json', validatorsSource) as unknown as WizardFile
  const shared = read('common.json', validatorsSource)
  return new Map(
    source.steps.map((step) => [
      path.join(validatorsDir, `${step.section}.ts`),
      validatorModule(read(step.schema, validatorsSource), shared),
    ]),
  )
}

function write(files: Map<string, string>) {
  for (const [file, text] of files) {
    fs.mkdirSync(path.dirname(path.resolve(root, file)), { recursive: true })
    fs.writeFileSync(path.resolve(root, file), text)
  }
}

if (process.argv.includes('--check')) {
  const text = await generateTypes()
  const full = path.join(root, typesFile)
  if (!fs.existsSync(full) || fs.readFileSync(full, 'utf8') !== text) {
    console.error(`Stale generated file: ${typesFile}.`)
    console.error('Run `npm run gen:types` and commit the result.')
    process.exit(1)
  }
  console.log(`${typesFile} is up to date`)
} else {
  const files = await generateValidators()
  fs.rmSync(validatorsDir, { recursive: true, force: true })
  if (!process.argv.includes('--validators')) files.set(typesFile, await generateTypes())
  write(files)
  console.log(`wrote ${files.size} files`)
}
