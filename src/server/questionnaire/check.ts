// npm run questionnaire:check: the files of schemas/ against the last released version (schemas/releases/), each
// change classified; a critical change not declared in schemas/migrations/<version>.json fails the check.
import fs from 'node:fs'
import path from 'node:path'
import { compareReleases, type Change, type QuestionnaireMigration } from '../../shared/questionnaire/changes'
import type { QuestionnaireRelease } from '../../shared/questionnaire/release'
import { readRelease, releaseHash, schemasDir } from './release'

/** '2026.12.1' before '2026.12.10': versions compare part by part, numbers as numbers. */
export function compareVersions(a: string, b: string): number {
  const [x, y] = [a.split('.'), b.split('.')]
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const [p, q] = [x[i] ?? '', y[i] ?? '']
    const diff = /^\d+$/.test(p) && /^\d+$/.test(q) ? Number(p) - Number(q) : p.localeCompare(q)
    if (diff) return diff
  }
  return 0
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T

/** The released versions (schemas/releases/<version>.json), oldest first. */
export function releasesIn(dir: string): QuestionnaireRelease[] {
  const folder = path.join(dir, 'releases')
  if (!fs.existsSync(folder)) return []
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => readJson<QuestionnaireRelease>(path.join(folder, name)))
    .sort((a, b) => compareVersions(a.version, b.version))
}

/** The critical changes `version` declares (schemas/migrations/<version>.json), if any. */
export function migrationOf(dir: string, version: string): QuestionnaireMigration {
  const file = path.join(dir, 'migrations', `${version}.json`)
  return fs.existsSync(file) ? readJson<QuestionnaireMigration>(file) : {}
}

export interface CheckResult {
  version: string
  /** The release the files are compared with (the last one before their version). */
  baseline: string | undefined
  changes: Change[]
  /** Released already (schemas/releases/<version>.json holds exactly these files). */
  released: boolean
  /** What stops the files from shipping, in the editor's words. */
  problems: string[]
}

export function checkQuestionnaire(dir = schemasDir()): CheckResult {
  const current = readRelease(dir)
  const releases = releasesIn(dir)
  const same = releases.find((r) => r.version === current.version)
  const baseline = releases.filter((r) => compareVersions(r.version, current.version) < 0).at(-1)
  const changes = baseline ? compareReleases(baseline, current, migrationOf(dir, current.version)) : []
  const problems: string[] = []
  const latest = releases.at(-1)
  if (same && releaseHash(same) !== releaseHash(current))
    problems.push(
      `Os arquivos mudaram desde que a versão ${current.version} foi publicada: dê a eles uma versão nova ` +
        `("version" em wizard.json).`,
    )
  if (latest && compareVersions(current.version, latest.version) < 0)
    problems.push(`A versão ${current.version} é anterior à última publicada (${latest.version}).`)
  const undeclared = changes.filter((c) => c.critical && !c.declared)
  if (undeclared.length)
    problems.push(
      `${undeclared.length} mudança(s) crítica(s) sem declaração: descreva-as em ` +
        `schemas/migrations/${current.version}.json (renames, recodes, removals, retyped) ou desfaça-as.`,
    )
  return { version: current.version, baseline: baseline?.version, changes, released: Boolean(same), problems }
}

/** Writes the files as a release (schemas/releases/<version>.json), for the check and the history. */
export function writeRelease(dir = schemasDir()): string {
  const release = readRelease(dir)
  const file = path.join(dir, 'releases', `${release.version}.json`)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, JSON.stringify(release, null, 2) + '\n')
  return file
}
