// A patient search's term is usually a child's name: the audit trail keeps an HMAC of it, keyed with the audit key,
// never the term itself. `npm run audit:searched -- "<term>"` finds the searches of a term by computing the same.
import crypto from 'node:crypto'

/** The term as the search reads it, near enough: case, accents, compatibility forms and spacing do not count. */
export const normalisedSearchTerm = (term: string) =>
  term.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()

/** What the audit trail records of a search for `term`: an HMAC with the audit key, apart from the chain's own. */
export const searchTermHmac = (key: string, term: string) =>
  crypto.createHmac('sha256', key).update('patient search\n').update(normalisedSearchTerm(term)).digest('hex')
