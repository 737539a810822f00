import { call } from '../../lib/api'
import type { Role } from '../../../shared/contract/auth'

export const generateInvitation = (role: Role) => call('POST /invite/generate', { body: { role } })
