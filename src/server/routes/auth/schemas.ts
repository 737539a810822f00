const email = { type: 'string', format: 'email', maxLength: 254 } as const

export const loginBody = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'password'],
  properties: { email, password: { type: 'string', minLength: 1, maxLength: 1024 } },
} as const

export const registerBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'email', 'password', 'inviteToken'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200 },
    email,
    // The password rules (length, common passwords) are checked by hand for clearer messages.
    password: { type: 'string', maxLength: 1024 },
    inviteToken: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const

export const tokenResponse = {
  type: 'object',
  properties: { token: { type: 'string' }, expiresAt: { type: 'string', format: 'date-time' } },
} as const

export const userResponse = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    role: { type: 'string' },
  },
} as const

export interface LoginBody {
  email: string
  password: string
}
export interface RegisterBody extends LoginBody {
  name: string
  inviteToken: string
}
