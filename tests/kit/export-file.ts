// The export's zip (GET /api/patients/{id}/export) opened: its file names, the JSON document and the PDF's text.
import { strFromU8, unzipSync } from 'fflate'
import type { PatientExport } from '../../src/shared/contract/export'
import { pdfPages } from './e2e/pdf'

export interface ExportFiles {
  names: string[]
  /** The JSON file's text, as written. */
  json: string
  document: PatientExport
  /** The PDF's text, page by page, each text line on a line of its own. */
  pdfPages: string[]
}

export function exportFiles(zip: Uint8Array): ExportFiles {
  const files = unzipSync(zip)
  const names = Object.keys(files)
  const json = strFromU8(files[names.find((n) => n.endsWith('.json'))!]!)
  const pdf = Buffer.from(files[names.find((n) => n.endsWith('.pdf'))!]!)
  return { names, json, document: JSON.parse(json) as PatientExport, pdfPages: pdfPages(pdf) }
}
