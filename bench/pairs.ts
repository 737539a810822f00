// A benchmark figure measured in pairs: the app and its baseline, one after the other on the same data, at least
// five times. Each pair gives a ratio; the table shows the median ratio and its spread (lower to upper quartile),
// and a target counts as met only when the quartile on the unfavourable side meets it: the lower quartile of a
// figure that should be high (req/s), the upper quartile of one that should be low (ms, MB, KB). One noisy pair
// cannot then make a target look met.
import { fmt, median } from './stats'

export interface Pair {
  app: number
  /** Absent for figures without a baseline (a size, a cold start's own limit). */
  baseline?: number
}

export interface Figure {
  /** Stable name in bench/history.jsonl, e.g. 'pglite.patient.rps'. */
  key: string
  measure: string
  unit: 'req/s' | 'ms' | 'MB' | 'KB'
  digits?: number
  pairs: Pair[]
  /** Whether a larger app value is better (throughput) or a smaller one (time, memory, size). */
  better: 'higher' | 'lower'
  /** Target on the ratio app / baseline: at least this (higher) or at most this (lower). */
  ratioTarget?: number
  /** Target on the app's own value: above this (higher) or below it (lower). */
  limit?: number
  /** Requests that failed in any pair: a figure with errors is never met. */
  errors?: number
}

export interface Summary {
  app: number
  baseline: number
  ratio: number
  /** Lower and upper quartiles of the pairs' ratios (NaN without a baseline). */
  ratioQ1: number
  ratioQ3: number
  /** Lower and upper quartiles of the app's values. */
  appQ1: number
  appQ3: number
  met: '' | 'met' | 'NOT met'
}

/**
 * Measures pair number `pair` (0-based): the baseline first in even pairs, the app first in odd ones, so that a
 * machine slowing down (or warming up) over the run favours neither.
 */
export async function inTurn<A, B>(
  pair: number,
  app: () => Promise<A>,
  baseline: () => Promise<B>,
): Promise<{ app: A; baseline: B }> {
  if (pair % 2) {
    const first = await app()
    return { app: first, baseline: await baseline() }
  }
  const first = await baseline()
  return { app: await app(), baseline: first }
}

/** The q-quantile (0..1) of `values`, interpolated between the two nearest ranks; NaN for none. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  const position = (sorted.length - 1) * q
  const below = Math.floor(position)
  const above = Math.min(sorted.length - 1, below + 1)
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below)
}

export function summarize(f: Figure): Summary {
  const apps = f.pairs.map((p) => p.app)
  const baselines = f.pairs.flatMap((p) => (p.baseline === undefined ? [] : [p.baseline]))
  const ratios = f.pairs.flatMap((p) => (p.baseline ? [p.app / p.baseline] : []))
  const s: Summary = {
    app: median(apps),
    baseline: median(baselines),
    ratio: median(ratios),
    ratioQ1: quantile(ratios, 0.25),
    ratioQ3: quantile(ratios, 0.75),
    appQ1: quantile(apps, 0.25),
    appQ3: quantile(apps, 0.75),
    met: '',
  }
  if (f.ratioTarget === undefined && f.limit === undefined) return s
  const higher = f.better === 'higher'
  const checks: boolean[] = []
  if (f.ratioTarget !== undefined) {
    const worst = higher ? s.ratioQ1 : s.ratioQ3
    checks.push(higher ? worst >= f.ratioTarget : worst <= f.ratioTarget)
  }
  if (f.limit !== undefined) {
    const worst = higher ? s.appQ1 : s.appQ3
    checks.push(higher ? worst > f.limit : worst < f.limit)
  }
  s.met = checks.every(Boolean) && !f.errors && f.pairs.length > 0 ? 'met' : 'NOT met'
  return s
}

const times = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '—')

/** The target as the table shows it, e.g. '≥ 0.85× raw', '< 50 ms', '< 100 ms and ≤ 1.10×'. */
export function targetText(f: Figure): string {
  const parts: string[] = []
  if (f.limit !== undefined) parts.push(`${f.better === 'higher' ? '>' : '<'} ${fmt(f.limit)} ${f.unit}`)
  if (f.ratioTarget !== undefined) parts.push(`${f.better === 'higher' ? '≥' : '≤'} ${times(f.ratioTarget)}`)
  return parts.join(' and ') || '—'
}

/** The spread the table shows: the ratio's quartiles, or the app's own when there is no baseline. */
export function spreadText(f: Figure, s: Summary): string {
  if (Number.isFinite(s.ratioQ1)) return `${times(s.ratioQ1)}–${times(s.ratioQ3)}`
  if (f.pairs.length < 2) return '—'
  const digits = f.digits ?? 0
  return `${fmt(s.appQ1, digits)}–${fmt(s.appQ3, digits)} ${f.unit}`
}

/** The unfavourable quartiles the verdict checked, e.g. '0.84×' or '58.1 ms, 0.63×'. */
export function checkedText(f: Figure, s: Summary): string {
  const higher = f.better === 'higher'
  const parts: string[] = []
  if (f.limit !== undefined) parts.push(`${fmt(higher ? s.appQ1 : s.appQ3, f.digits ?? 0)} ${f.unit}`)
  if (f.ratioTarget !== undefined) parts.push(times(higher ? s.ratioQ1 : s.ratioQ3))
  return parts.join(', ') || '—'
}

export { times as ratioText }

/**
 * The order in which `sides` servers are loaded within one figure: each once forwards, then once backwards
 * (A B C C B A), so that a drift over the figure weighs on each side alike.
 */
export function sliceOrder(sides: number): number[] {
  const forwards = Array.from({ length: sides }, (_, i) => i)
  return [...forwards, ...[...forwards].reverse()]
}
