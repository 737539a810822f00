import type { FamilyAnswerSections } from '../../../shared/contract/family'
import { call } from '../../lib/api'
import { setFamilyCsrfToken } from '../../lib/family-session'

/** Opens the link with the child's birth date: the family session's token is then sent with each change. */
export async function openLink(token: string, birthDate: string) {
  const { csrfToken } = await call('POST /family/open', { body: { token, birthDate } })
  setFamilyCsrfToken(csrfToken)
}

export async function loadForm() {
  const form = await call('GET /family/form')
  setFamilyCsrfToken(form.csrfToken)
  return form
}

export const saveAnswers = (answers: FamilyAnswerSections) =>
  call('PUT /family/answers', { body: { answers } })

export const submitAnswers = () => call('POST /family/submit')
