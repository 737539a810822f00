import Type from 'typebox'

/** The API described as OpenAPI 3.1 (GET /api/openapi.json): its shape is OpenAPI's, not checked here. */
export const OpenApiDocument = Type.Object({}, { additionalProperties: true })
