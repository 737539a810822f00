export interface Piece {
  text: string
  /** Not in the other text (a word changed, added or removed). */
  changed: boolean
}

const words = (text: string) => text.split(/(\s+)/).filter(Boolean)

/** Two wordings word by word, each word marked when the other lacks it (longest common subsequence). */
export function wordDiff(before: string, after: string): [Piece[], Piece[]] {
  const [a, b] = [words(before), words(after)]
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0))
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lengths[i]![j] =
        a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!)
  const left: Piece[] = []
  const right: Piece[] = []
  let [i, j] = [0, 0]
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      left.push({ text: a[i++]!, changed: false })
      right.push({ text: b[j++]!, changed: false })
    } else if (j < b.length && (i === a.length || lengths[i]![j + 1]! >= lengths[i + 1]![j]!)) {
      right.push({ text: b[j]!, changed: !/^\s+$/.test(b[j]!) })
      j++
    } else {
      left.push({ text: a[i]!, changed: !/^\s+$/.test(a[i]!) })
      i++
    }
  }
  return [left, right]
}
