import { call } from '../../lib/api'
import type { ReauthBody } from '../../../shared/contract/auth'

export const whoAmI = () => call('GET /auth/me')
export const reauthenticate = (body: ReauthBody) => call('POST /auth/reauthenticate', { body })
