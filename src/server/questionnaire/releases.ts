import type { QuestionnaireRelease } from '../../shared/questionnaire/release'
import type { Repositories } from '../repositories'

export type ReleaseOf = (version: string) => Promise<QuestionnaireRelease>

/**
 * The recorded version an evaluation was answered with, by its name: the one the server runs, else read once from
 * questionnaire_versions and kept (a recorded version never changes).
 */
export function releaseLookup(
  current: QuestionnaireRelease,
  questionnaire: Repositories['questionnaire'],
): ReleaseOf {
  const releases = new Map<string, QuestionnaireRelease>([[current.version, current]])
  return async (version) => {
    let release = releases.get(version)
    if (!release) {
      // An evaluation names a recorded version (a foreign key): it is there.
      release = (await questionnaire.find(version))!.bundle
      releases.set(version, release)
    }
    return release
  }
}
