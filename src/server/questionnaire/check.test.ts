// The questionnaire check: each kind of change classified, critical ones refused unless declared, and the
// repository's own files released and shippable (this runs in npm test).
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { compareReleases, describeChange, type Change } from '../../shared/questionnaire/changes'
import type { QuestionnaireRelease } from '../../shared/questionnaire/release'
import { checkQuestionnaire, compareVersions, writeRelease } from './check'
import { readRelease } from './release'
import { rootPath } from '../paths'
import { tempFolders } from '../../../tests/kit/temp'

const base = readRelease()
const copy = (): QuestionnaireRelease => structuredClone(base)
type Props = Record<string, Record<string, unknown>>
const propsOf = (r: QuestionnaireRelease, file: string) =>
  (r.files[`steps/${file}.schema.json`] as { properties: Props }).properties
const LANGUAGE = '07-desenvolvimento-linguagem'
const kinds = (changes: Change[]) =>
  changes.map((c) => `${c.kind}${c.critical ? '!' : ''}${c.declared ? '+' : ''}`)

describe('questionnaire changes', () => {
  it('finds nothing between a version and itself', () => {
    expect(compareReleases(base, copy())).toEqual([])
  })

  it('accepts wording, a new question, a new option and a new order', () => {
    const next = copy()
    propsOf(next, LANGUAGE).echolalia!.title = 'Nova redação'
    propsOf(next, LANGUAGE).newQuestion = { type: 'boolean', title: 'Pergunta nova' }
    const common = next.common as { $defs: Record<string, { oneOf: object[] }> }
    common.$defs.yesNoSometimes!.oneOf.push({ const: 'raramente', title: 'Raramente' })
    const ui = next.files[`steps/${LANGUAGE}.ui.json`] as { 'ui:order': string[] }
    ui['ui:order'] = [...ui['ui:order']].reverse()
    const changes = compareReleases(base, next)
    expect(changes.every((c) => !c.critical)).toBe(true)
    expect(new Set(kinds(changes))).toEqual(new Set(['wording', 'newQuestion', 'newOption', 'order']))
    const wording = changes.find((c) => c.kind === 'wording')!
    expect(wording).toMatchObject({
      step: 'Desenvolvimento da Linguagem',
      field: 'echolalia',
      to: 'Nova redação',
    })
    expect(describeChange(wording)).toBe(
      `redação · Desenvolvimento da Linguagem › echolalia: "${wording.from}" → "Nova redação"`,
    )
  })

  it('marks a removed question, a changed type, a removed option and a tightened limit as critical', () => {
    const next = copy()
    const language = propsOf(next, LANGUAGE)
    delete language.sings
    language.babbled = { type: 'boolean', title: 'Balbuciou' }
    language.firstWords = { ...language.firstWords, maxLength: 10 }
    const common = next.common as { $defs: Record<string, { oneOf: { const: string }[] }> }
    common.$defs.yesNoDifficulty!.oneOf = common.$defs.yesNoDifficulty!.oneOf.filter(
      (o) => o.const !== 'com_dificuldade',
    )
    const changes = compareReleases(base, next)
    const critical = changes.filter((c) => c.critical)
    expect(new Set(kinds(critical))).toEqual(
      new Set(['removedQuestion!', 'changedType!', 'tightenedLimit!', 'removedOption!']),
    )
    expect(critical.find((c) => c.kind === 'removedQuestion')).toMatchObject({ field: 'sings' })
    // Every question that uses the option's definition is named.
    expect(critical.filter((c) => c.kind === 'removedOption').length).toBeGreaterThan(1)
    expect(describeChange(critical.find((c) => c.kind === 'tightenedLimit')!)).toMatch(
      /^limite mais restrito \(CRÍTICA\) · Desenvolvimento da Linguagem › firstWords "[^"]+": "maxLength 200 → 10"$/,
    )
  })

  it('lets a declared rename, recode and removal through, naming them as declared', () => {
    const next = copy()
    const language = propsOf(next, LANGUAGE)
    language.immediateEcholalia = language.echolalia!
    delete language.echolalia
    delete language.sings
    const psycho = propsOf(next, '06-desenvolvimento-psicomotor')
    psycho.bathAlone = {
      type: 'string',
      title: 'Toma banho sozinho(a)',
      oneOf: [
        { const: 'sim', title: 'Sim' },
        { const: 'nao', title: 'Não' },
        { const: 'as_vezes', title: 'Às vezes' },
      ],
    }
    const changes = compareReleases(base, next, {
      renames: { 'languageDevelopment.echolalia': 'languageDevelopment.immediateEcholalia' },
      recodes: { 'psychomotorDevelopment.bathAlone': { com_dificuldade: 'as_vezes' } },
      removals: ['languageDevelopment.sings'],
    })
    expect(changes.filter((c) => c.critical && !c.declared)).toEqual([])
    expect(new Set(kinds(changes))).toEqual(
      new Set(['renamedField!+', 'recodedOption!+', 'removedQuestion!+']),
    )
  })

  it('orders versions part by part', () => {
    expect(['2026.12.10', '2026.12.2', '2027.1.1', '2026.11.1'].sort(compareVersions)).toEqual([
      '2026.11.1',
      '2026.12.2',
      '2026.12.10',
      '2027.1.1',
    ])
  })
})

const tempDir = tempFolders('check')

describe('questionnaire check', () => {
  it("passes on the repository's files: released, and nothing critical undeclared", () => {
    const result = checkQuestionnaire(rootPath('schemas'))
    expect(result.problems).toEqual([])
    expect(result.released).toBe(true)
  })

  const scratch = () => {
    const dir = tempDir('schemas')
    fs.cpSync(rootPath('schemas'), dir, { recursive: true })
    return dir
  }
  const edit = (dir: string, file: string, change: (json: { properties: Props }) => void) => {
    const json = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))
    change(json)
    fs.writeFileSync(path.join(dir, file), JSON.stringify(json))
  }
  const bump = (dir: string, version: string) =>
    edit(dir, 'wizard.json', (json) => Object.assign(json, { version }))

  it('refuses files changed under a released version, and an undeclared critical change', () => {
    const dir = scratch()
    edit(dir, `steps/${LANGUAGE}.schema.json`, (json) => delete json.properties.sings)
    expect(checkQuestionnaire(dir).problems).toEqual([
      expect.stringContaining(`Os arquivos mudaram desde que a versão ${base.version} foi publicada`),
      expect.stringContaining('1 mudança(s) crítica(s) sem declaração'),
    ])
    bump(dir, '2099.1.1')
    const bumped = checkQuestionnaire(dir)
    expect(bumped.problems).toEqual([expect.stringContaining('schemas/migrations/2099.1.1.json')])
    fs.mkdirSync(path.join(dir, 'migrations'), { recursive: true })
    fs.writeFileSync(
      path.join(dir, 'migrations', '2099.1.1.json'),
      JSON.stringify({ removals: ['languageDevelopment.sings'] }),
    )
    expect(checkQuestionnaire(dir)).toMatchObject({ problems: [], released: false, baseline: base.version })
    writeRelease(dir)
    expect(checkQuestionnaire(dir)).toMatchObject({ problems: [], released: true })
  })
})
