/** The plain form only: ajv-formats also takes 'urn:uuid:…', which PostgreSQL's uuid type refuses (a 500). */
export const UUID = /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value)
