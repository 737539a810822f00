import { call } from '../../lib/api'

export const listDrafts = () => call('GET /drafts')
export const discardDraft = (id: string) => call('DELETE /drafts/:id', { params: { id } })
export const pendingFamilyAnswers = () => call('GET /family-links/pending')
