/** Route schema pieces shared by the patient and evaluation routes. */

export const idParams = {
  type: 'object',
  required: ['id'],
  // No length bound here: Fastify's maxParamLength (100) already turns a longer id into a 404.
  properties: { id: { type: 'string' } },
} as const

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A malformed id cannot name anything: it is a 404 like an unknown one, not a 400. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value)

export const idempotencyHeaders = {
  type: 'object',
  properties: { 'idempotency-key': { type: 'string', format: 'uuid' } },
} as const

export interface IdempotencyHeaders {
  'idempotency-key'?: string
}

const anyObject = { type: 'object', additionalProperties: true } as const
const text = { type: 'string' } as const

export const patientResponse = {
  type: 'object',
  properties: {
    id: text,
    name: text,
    fatherName: text,
    motherName: text,
    birthDate: { type: ['string', 'null'] },
    age: text,
    phone: text,
    motherCareer: text,
    fatherCareer: text,
    medications: text,
    livesWith: text,
    caregiver: text,
    school: text,
    siblings: { type: 'array', items: anyObject },
    address: { type: 'array', items: anyObject },
    createdAt: text,
    updatedAt: text,
  },
} as const

export const evaluationResponse = (sections: string[]) =>
  ({
    type: 'object',
    properties: {
      id: text,
      patientId: text,
      evaluationData: { type: ['string', 'null'] },
      mainComplaint: text,
      questionnaireVersion: text,
      createdAt: text,
      ...Object.fromEntries(sections.map((section) => [section, anyObject])),
    },
  }) as const
