import { name, version } from '../../../package.json'
import { ErrorBody } from '../../shared/contract/common'
import { routes } from '../../shared/contract/routes'
import { access } from './access'
import { openApiDocument, type ContractRoute } from './document'
import { namedSchemas } from './named-schemas'

/**
 * This API's document: with the questionnaire's schemas whole when given (the running server's), else with a bare
 * object in their place (docs/openapi.json).
 */
export function apiDocument(questionnaire?: { $id: string }[]) {
  return openApiDocument({
    title: name,
    version,
    routes: routes as unknown as { [key: string]: ContractRoute },
    access,
    names: namedSchemas(),
    errorBody: ErrorBody as unknown as { [key: string]: unknown },
    ...(questionnaire ? { questionnaire } : {}),
  })
}
