import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { appendHistory, completeRun, previousRun, readHistory, type HistoryLine } from './history'

const full = { network: false, server: true, client: true, postgres: true, patients: 100_000, pairs: 5 }

describe('benchmark history', () => {
  it('calls a run complete only with every row, the full data and at least five pairs', () => {
    expect(completeRun(full)).toBe(true)
    expect(completeRun({ ...full, pairs: 7, patients: 200_000 })).toBe(true)
    expect(completeRun({ ...full, pairs: 1 })).toBe(false)
    expect(completeRun({ ...full, patients: 5000 })).toBe(false)
    expect(completeRun({ ...full, client: false })).toBe(false)
    expect(completeRun({ ...full, server: false })).toBe(false)
    expect(completeRun({ ...full, postgres: false })).toBe(false)
    expect(completeRun({ ...full, network: true })).toBe(false)
  })

  it('keeps every run, skips a cut-off line, and compares with the last run on the same data', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fono-bench-history-'))
    try {
      const file = path.join(dir, 'history.jsonl')
      const line = (commit: string, patients: number): HistoryLine => ({
        date: '2026-11-28T05:00:00.000Z',
        commit,
        dirty: false,
        host: 'test, 2 × CPU',
        run: 'partial',
        settings: { patients, pairs: 1, duration: 1, connections: 10 },
        figures: {},
      })
      appendHistory(line('a', 100_000), file)
      appendHistory(line('b', 500), file)
      fs.appendFileSync(file, '{"date": "cut off')
      const history = readHistory(file)
      expect(history.map((l) => l.commit)).toEqual(['a', 'b'])
      expect(previousRun(history, 100_000)?.commit).toBe('a')
      expect(previousRun(history, 5000)).toBeUndefined()
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
