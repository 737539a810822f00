import { badRequest } from '../../http-error'
import { isUuid } from '../common-schemas'

/** An opaque page cursor: the (created_at, id) of the last row of the previous page. */
export const encodeCursor = (createdAt: string, id: string) =>
  Buffer.from(JSON.stringify([createdAt, id])).toString('base64url')

export function decodeCursor(cursor: string): { createdAt: string; id: string } {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[]
    if (typeof createdAt === 'string' && !Number.isNaN(Date.parse(createdAt)) && isUuid(id))
      return { createdAt, id }
  } catch {
    // falls through to the 400
  }
  throw badRequest('Parâmetro "cursor" inválido.', ['cursor'])
}
