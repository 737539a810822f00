// Building blocks of the API contract. Response objects list exactly what is sent (`additionalProperties: false`):
// the serializer drops anything else, and the tests' response check catches a route that tries to send more.
import Type, { type TProperties, type TString } from 'typebox'

/** What a route answers: exactly these fields. */
export const Reply = <P extends TProperties>(properties: P) =>
  Type.Object(properties, { additionalProperties: false })

/** A request body or query string: an unknown field is a 400 naming it, never dropped. */
export const Ask = <P extends TProperties>(properties: P) =>
  Type.Object(properties, { additionalProperties: false })

/** `type: [T, 'null']`, as JSON Schema spells it (the serializer writes it faster than an anyOf). */
const nullable = <T>(type: string, extra: object = {}) =>
  Type.Unsafe<T | null>({ type: [type, 'null'], ...extra })

export const NullableText = () => nullable<string>('string')

/** Plain text fields, in the order named: most of a row or a record is these. */
export const Texts = <K extends string>(...names: K[]) =>
  Object.fromEntries(names.map((name) => [name, Type.String()])) as { [N in K]: TString }
/** Fields that are text or null, in the order named. */
export const NullableTexts = <K extends string>(...names: K[]) =>
  Object.fromEntries(names.map((name) => [name, NullableText()])) as {
    [N in K]: ReturnType<typeof NullableText>
  }
/** A date (YYYY-MM-DD) that may be unknown. */
export const NullableDate = () => nullable<string>('string', { format: 'date' })
export const NullableInteger = () => nullable<number>('integer')
export const NullableObject = () =>
  nullable<{ [key: string]: unknown }>('object', { additionalProperties: true })

/** A schema the server registers under `id`: the questionnaire's files and the records built from them. */
export const Shared = <T>(id: string) => Type.Unsafe<T>(Type.Ref(`${id}#`))
