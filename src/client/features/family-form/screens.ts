/** The most questions one screen of the family's form shows: a long step is split into several screens. */
export const MAX_QUESTIONS_PER_SCREEN = 8

/** A step's questions in the UI schema's order ('*' stands for every question the order does not name). */
export function questionsOf(properties: readonly string[], order: readonly string[] = []): string[] {
  const named = order.filter((name) => name !== '*' && properties.includes(name))
  const rest = properties.filter((name) => !named.includes(name))
  const star = order.indexOf('*')
  if (star === -1) return [...named, ...rest]
  const before = order.slice(0, star).filter((name) => named.includes(name))
  return [...before, ...rest, ...named.filter((name) => !before.includes(name))]
}

/**
 * Splits questions into as few screens as MAX_QUESTIONS_PER_SCREEN allows, of balanced sizes (17 questions make
 * 6 + 6 + 5, not 8 + 8 + 1), keeping their order.
 */
export function groupsOf(questions: readonly string[], max = MAX_QUESTIONS_PER_SCREEN): string[][] {
  if (questions.length === 0) return []
  const count = Math.ceil(questions.length / max)
  const small = Math.floor(questions.length / count)
  const larger = questions.length % count
  const groups: string[][] = []
  let start = 0
  for (let index = 0; index < count; index++) {
    const size = small + (index < larger ? 1 : 0)
    groups.push(questions.slice(start, start + size))
    start += size
  }
  return groups
}

/** One screen of the family's form: a group of one step's questions. */
export interface Screen {
  /** The step's position in the link's steps. */
  step: number
  questions: string[]
  /** The screen's position among its step's screens, and how many the step has. */
  part: number
  parts: number
}

/** Every screen of the link's steps, in order: each step's questions grouped as groupsOf says. */
export function screensOf(steps: readonly { properties: readonly string[]; order?: readonly string[] }[]) {
  return steps.flatMap((step, index): Screen[] => {
    const groups = groupsOf(questionsOf(step.properties, step.order))
    return groups.map((questions, part) => ({ step: index, questions, part, parts: groups.length }))
  })
}
