// bench/history.jsonl: one line per benchmark run (date, commit, settings, each figure's medians and quartiles), so
// that a regression shows against earlier commits. Committed with results.md; lines are only ever appended.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { Summary } from './pairs'

export const HISTORY_FILE = path.join(import.meta.dirname, 'history.jsonl')

export interface HistoryLine {
  date: string
  commit: string
  /** Uncommitted changes were measured too. */
  dirty: boolean
  /** The machine (absent in lines written before it was recorded). */
  host?: string
  /** A complete run (the one bench/results.md shows), a partial one (a smoke test, some rows) or the network's. */
  run?: 'complete' | 'partial' | 'network'
  settings: { patients: number; pairs: number; duration: number; connections: number }
  figures: Record<string, Omit<Summary, 'appQ1' | 'appQ3'>>
}

function git(args: string[]): string {
  try {
    return execFileSync('git', args, { cwd: import.meta.dirname, encoding: 'utf8' }).trim()
  } catch {
    return ''
  }
}

export function currentCommit(): { commit: string; dirty: boolean } {
  return {
    commit: git(['rev-parse', '--short', 'HEAD']) || 'unknown',
    // The benchmark's own outputs do not count: a run right after another finds them changed.
    dirty: git(['status', '--porcelain', '--', '.', ':!results.md', ':!history.jsonl']) !== '',
  }
}

export function readHistory(file = HISTORY_FILE): HistoryLine[] {
  if (!fs.existsSync(file)) return []
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as HistoryLine]
      } catch {
        return [] // a line cut off by an interrupted run
      }
    })
}

/** The latest earlier run on the same amount of data (a quick run is not compared with a full one). */
export function previousRun(history: HistoryLine[], patients: number): HistoryLine | undefined {
  return history.filter((line) => line.settings.patients === patients).at(-1)
}

export function appendHistory(line: HistoryLine, file = HISTORY_FILE) {
  fs.appendFileSync(file, `${JSON.stringify(line)}\n`)
}

/**
 * Whether a run is complete: every row (server and client, on both databases), the full data and at least five
 * pairs. Only such a run replaces bench/results.md; the others go to the history only.
 */
export function completeRun(run: {
  network: boolean
  server: boolean
  client: boolean
  postgres: boolean
  patients: number
  pairs: number
}): boolean {
  return !run.network && run.server && run.client && run.postgres && run.patients >= 100_000 && run.pairs >= 5
}
