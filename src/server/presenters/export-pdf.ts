// The patient's export as a family reads it: a PDF of the record and of each evaluation, every answered question by
// its label as the questionnaire it was answered with words it, dates as dd/mm/aaaa. Helvetica, built into PDF
// readers and into pdfkit, writes Latin-1, which covers Portuguese.
import { setImmediate } from 'node:timers/promises'
import type { JSONSchema7 } from 'json-schema'
import type { PatientExport } from '../../shared/contract/export'
import { formatDateBr, formatDateTimeBr } from '../../shared/dates'
import { formatAnswer, formatEntry, resolve } from '../../shared/questionnaire/format-answer'
import type { QuestionnaireRelease } from '../../shared/questionnaire/release'
import type { ExportInput } from './export'

type Schema = JSONSchema7 & { $defs?: Record<string, JSONSchema7> }
type Answer = PatientExport['patient']['answers'][number]

const isAnswered = (value: unknown) =>
  value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0)

/** A list's items and the schema their references point into: the step's own $defs or common.json's. */
function itemsOf(schema: Schema, root: Schema, common: Schema): { item: Schema; root: Schema } {
  const items = (schema.items ?? {}) as Schema
  const shared = /^common\.json#\/\$defs\/(\w+)$/.exec(items.$ref ?? '')?.[1]
  if (shared) return { item: (common.$defs?.[shared] ?? {}) as Schema, root: common }
  return { item: resolve(items, root), root }
}

/** An answer as a clinician reads it: one line, or one per entry of a list (siblings, addresses). */
function answerLines(value: unknown, field: Schema | undefined, root: Schema, common: Schema): string[] {
  if (!field) return [typeof value === 'string' ? value : JSON.stringify(value)]
  const schema = resolve(field, root)
  if (!Array.isArray(value)) return [formatAnswer(value, schema, root)]
  const { item, root: itemRoot } = itemsOf(schema, root, common)
  if (item.type === 'object')
    return value.map((entry) => `• ${formatEntry(entry as Record<string, unknown>, item, itemRoot)}`)
  return [value.map((v) => formatAnswer(v, item, itemRoot)).join(', ')]
}

/** The label a step's schema gives a field of the evaluation itself (its date, the main complaint). */
function labelOf(release: QuestionnaireRelease, field: string): string {
  for (const step of release.wizard.steps) {
    const title = (
      (release.files[step.schema] as Schema | undefined)?.properties?.[field] as Schema | undefined
    )?.title
    if (title) return title
  }
  return field
}

const MARGIN = 56
const GREY = '#555555'

/** Renders the export (the document the JSON file holds) as a PDF. */
export async function exportPdf(input: ExportInput, document: PatientExport): Promise<Buffer> {
  // Loaded on the first export, not at start: pdfkit unpacks its font and Unicode tables as it loads.
  const { default: PDFDocument } = await import('pdfkit')
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: 'pt-BR',
    displayTitle: true,
    info: { Title: `Prontuário de ${input.patient.name}`, Author: 'Fonoaudiologia', Subject: 'Prontuário' },
  })
  const chunks: Buffer[] = []
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise<void>((done) => pdf.on('end', done))

  const heading = (text: string, size: number) => {
    if (pdf.y > pdf.page.height - MARGIN - 80) pdf.addPage()
    pdf.moveDown(0.6).font('Helvetica-Bold').fontSize(size).fillColor('black').text(text)
    pdf.moveDown(0.3)
  }
  const common = input.release.common as Schema
  // Each answer after its label on the same line; a list's entries on lines of their own.
  const answers = (list: (Answer & { givenBy?: string })[], root: Schema) => {
    const properties = (root.properties ?? {}) as Record<string, Schema>
    for (const { field, label, value, givenBy } of list) {
      if (!isAnswered(value)) continue
      const lines = answerLines(value, properties[field], root, common)
      if (givenBy === 'family') lines[lines.length - 1] += ' (resposta da família)'
      pdf.fontSize(10).font('Helvetica-Bold').fillColor(GREY)
      if (lines.length === 1 && !Array.isArray(value)) {
        pdf.text(`${label}: `, { continued: true }).font('Helvetica').fillColor('black').text(lines[0]!)
      } else {
        pdf.text(label).font('Helvetica').fillColor('black')
        for (const line of lines) pdf.text(line, { indent: 8 })
      }
      pdf.moveDown(0.25)
    }
  }

  pdf.font('Helvetica-Bold').fontSize(20).text('Prontuário fonoaudiológico')
  pdf.font('Helvetica').fontSize(16).text(input.patient.name)
  pdf
    .fontSize(9)
    .fillColor(GREY)
    .text(`Exportado em ${formatDateTimeBr(document.exportedAt)} por ${document.exportedBy}.`)

  heading('Dados do paciente', 15)
  answers(document.patient.answers, input.release.patient as Schema)

  for (const [index, evaluation] of document.evaluations.entries()) {
    const { release } = input.evaluations[index]!
    const day = formatDateBr(evaluation.evaluationData ?? evaluation.createdAt)
    pdf.addPage()
    heading(`Avaliação ${index + 1} de ${document.evaluations.length}: ${day}`, 15)
    answers(
      [
        {
          field: 'evaluationData',
          label: labelOf(release, 'evaluationData'),
          value: evaluation.evaluationData,
        },
        { field: 'mainComplaint', label: labelOf(release, 'mainComplaint'), value: evaluation.mainComplaint },
      ],
      { properties: { evaluationData: { format: 'date' }, mainComplaint: {} } },
    )
    const schemas = new Map<string, Schema>(
      release.wizard.steps.map((step) => [step.section, release.files[step.schema] as Schema]),
    )
    for (const section of evaluation.sections) {
      if (!section.answers.some((a) => isAnswered(a.value))) continue
      // A section at a time, the event loop free in between: a long record does not hold the server.
      await setImmediate()
      heading(section.title, 13)
      answers(section.answers, schemas.get(section.key) ?? {})
    }
  }
  pdf.end()
  await ended
  return Buffer.concat(chunks)
}
