/** Why a FHIR import was refused, in the words the person importing reads (a 400, or the script's message). */
export class FhirImportError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'FhirImportError'
  }
}
