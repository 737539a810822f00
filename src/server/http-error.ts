import type { ErrorCode } from '../shared/contract/common'

/** An error whose message is meant for the user (Portuguese) and whose status is a 4xx. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: string[],
    readonly code?: ErrorCode,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export const badRequest = (message: string, details?: string[]) => new HttpError(400, message, details)
export const unauthorized = (message = 'Sessão inválida ou expirada. Entre novamente.') =>
  new HttpError(401, message)
export const forbidden = (message = 'Você não tem permissão para esta ação.') => new HttpError(403, message)
/** A sensitive action with no recent proof of identity on this session: the client asks for one and retries. */
export const reauthRequired = () =>
  new HttpError(
    403,
    'Por segurança, confirme sua identidade com a sua senha para continuar.',
    undefined,
    'REAUTH_REQUIRED',
  )
export const notFound = (message = 'Recurso não encontrado.') => new HttpError(404, message)
export const conflict = (message: string) => new HttpError(409, message)
export const tooManyRequests = () =>
  new HttpError(429, 'Muitas tentativas. Aguarde alguns minutos e tente novamente.')

/** What a 404 says, by what was not found. */
export const NOT_FOUND = {
  patient: 'Paciente não encontrado.',
  evaluation: 'Avaliação não encontrada.',
  user: 'Usuário não encontrado.',
  invitation: 'Convite não encontrado ou já usado.',
  draft: 'Rascunho não encontrado: ele pode ter sido enviado ou descartado.',
  session: 'Sessão não encontrada ou já encerrada.',
  passkey: 'Chave de acesso não encontrada.',
  reset: 'Link de redefinição não encontrado ou já usado.',
  questionnaireVersion: 'Versão do questionário não encontrada.',
  familyLink: 'Link da família não encontrado.',
} as const

/** `value`, or a 404 saying which kind of record was not found. */
export function found<T>(value: T | undefined | null | false, kind: keyof typeof NOT_FOUND): T {
  if (value === undefined || value === null || value === false) throw notFound(NOT_FOUND[kind])
  return value
}

export const idempotencyKeyReused = () => conflict('Chave de idempotência já usada por outra requisição.')
