// The one door to the data: a repository per aggregate. Route handlers validate, call these and present the result;
// they hold no SQL.
import type { Db } from '../db/client'
import { auditRepository } from './audit'
import { credentialRepository } from './credentials'
import { draftRepository } from './drafts'
import { evaluationRepository } from './evaluations'
import { familyLinkRepository } from './family-links'
import { invitationRepository } from './invitations'
import { passkeyRepository } from './passkeys'
import { patientRepository } from './patients'
import { questionnaireRepository } from './questionnaire'
import { sessionRepository } from './sessions'
import { throttleRepository } from './throttle'
import { userRepository } from './users'

export function repositories(db: Db) {
  return {
    patients: patientRepository(db),
    evaluations: evaluationRepository(db),
    users: userRepository(db),
    sessions: sessionRepository(db),
    credentials: credentialRepository(db),
    passkeys: passkeyRepository(db),
    throttle: throttleRepository(db),
    invitations: invitationRepository(db),
    audit: auditRepository(db),
    drafts: draftRepository(db),
    familyLinks: familyLinkRepository(db),
    questionnaire: questionnaireRepository(db),
  }
}
export type Repositories = ReturnType<typeof repositories>

/** Runs `work` in one transaction, with repositories bound to it: all of it is stored, or none. */
export const inTransaction = <T>(db: Db, work: (repos: Repositories) => Promise<T>): Promise<T> =>
  db.transaction((tx) => work(repositories(tx)))
