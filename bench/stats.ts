// Small statistics for the benchmark and the load test.

/** The p-th percentile (0..100) of `values`, nearest-rank on the sorted values; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export function mean(values: readonly number[]): number {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : NaN
}

/** A number for a table: thousands separated, `digits` decimals, '—' for NaN. */
export function fmt(value: number, digits = 0): string {
  if (!Number.isFinite(value)) return '—'
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
}

/** A plain-text table (and Markdown-compatible: pipes and a separator row). */
export function table(head: string[], rows: string[][], align: ('l' | 'r')[] = []): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const cell = (text: string, i: number) =>
    align[i] === 'r' ? text.padStart(widths[i]!) : text.padEnd(widths[i]!)
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`
  const separator = `| ${widths.map((w, i) => (align[i] === 'r' ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`
  return [line(head), separator, ...rows.map(line)].join('\n')
}
