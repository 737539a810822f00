import fs from 'node:fs'
import path from 'node:path'
import type { PatientMappingFile } from '../../shared/questionnaire/types'
import { schemasDir } from './release'

/** schemas/patient-mapping.json: how the patient steps' answers fill the patient (for every version). */
export const readPatientMapping = (dir = schemasDir()): PatientMappingFile =>
  JSON.parse(fs.readFileSync(path.join(dir, 'patient-mapping.json'), 'utf8')) as PatientMappingFile
