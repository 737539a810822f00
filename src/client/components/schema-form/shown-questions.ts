import { createContext } from 'react'

/**
 * The step's questions a form shows, when it shows only some of them (the family's form, a group per screen):
 * undefined shows them all. A context, not an RJSF prop, for the reason CopiedMarks gives.
 */
export const ShownQuestions = createContext<ReadonlySet<string> | undefined>(undefined)

/** Whether an RJSF error (its property '.field' or '.list.0.field') is about a question that is shown. */
export const isShown = (only: ReadonlySet<string> | undefined, property: string | undefined) =>
  !only || only.has((property ?? '').split('.').filter(Boolean)[0] ?? '')
