// The contract's schemas that have a name (an export of an area file): the document lists them once, under
// components/schemas, and refers to them. A schema no area file exports is written where it is used.
import Type from 'typebox'
import * as account from '../../shared/contract/account'
import * as accounts from '../../shared/contract/accounts'
import * as audit from '../../shared/contract/audit'
import * as auth from '../../shared/contract/auth'
import * as common from '../../shared/contract/common'
import * as drafts from '../../shared/contract/drafts'
import * as evaluations from '../../shared/contract/evaluations'
import * as exportFile from '../../shared/contract/export'
import * as family from '../../shared/contract/family'
import * as passkeys from '../../shared/contract/passkeys'
import * as patients from '../../shared/contract/patients'
import * as questionnaire from '../../shared/contract/questionnaire'

const areas = [
  account,
  accounts,
  audit,
  auth,
  common,
  drafts,
  evaluations,
  exportFile,
  family,
  passkeys,
  patients,
  questionnaire,
]

/** Each named schema object and its name (the first in alphabetical order, should two names hold one schema). */
export function namedSchemas(): Map<object, string> {
  const names = new Map<object, string>()
  const entries = areas.flatMap((area) => Object.entries(area as Record<string, unknown>))
  for (const [name, value] of entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    if (
      value &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      Type.IsSchema(value) &&
      !names.has(value)
    )
      names.set(value, name)
  return names
}
