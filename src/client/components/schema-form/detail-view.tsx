import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { JSONSchema7 } from 'json-schema'
import { formatAnswer, formatEntry, NOT_ANSWERED, resolve } from '../../../shared/questionnaire/format-answer'
import { isAnswered } from './answered'

type Schema = JSONSchema7 & { $defs?: Record<string, JSONSchema7> }

export interface DetailSection {
  title: string
  /** A bundled step schema: its property titles are the labels, in `order`. */
  schema: Schema
  order?: string[]
  values: Record<string, unknown>
  /** Beside the section's title (the review's count of unanswered questions and its 'Editar'). */
  aside?: ReactNode
  /**
   * An evaluation answered with an older questionnaire: the questions today's words differently, with today's title
   * (null: no longer asked). Shown under each label on demand.
   */
  wordingToday?: Record<string, string | null>
  /** The questions whose answer the family gave (an evaluation started from a family link), the rest the clinician's. */
  fromFamily?: ReadonlySet<string>
}

/** Under a label: how today's questionnaire asks that question, when it asks it differently. */
function TodayWording({ title }: { title: string | null }) {
  return (
    <Typography variant="caption" color="warning.dark" component="span" sx={{ display: 'block' }}>
      {title === null ? 'Pergunta retirada do questionário atual.' : `Redação atual: ${title}`}
    </Typography>
  )
}

/** The fields in the UI schema's order (the wizard's), then any the order leaves out. */
export function orderedFields(schema: Schema, order: string[] = []): string[] {
  const names = Object.keys(schema.properties ?? {})
  const listed = order.filter((name) => names.includes(name))
  return [...listed, ...names.filter((name) => !listed.includes(name))]
}

const fieldsOf = (section: DetailSection) => orderedFields(section.schema, section.order)

/** How many questions of these sections have no answer (what 'Mostrar só as respondidas' hides). */
export const countUnanswered = (sections: DetailSection[]) =>
  sections.reduce((n, s) => n + fieldsOf(s).filter((name) => !isAnswered(s.values[name])).length, 0)

/** A written answer of more than a line or two: printed across the page, under its question (`.detail-long`). */
const isLongText = (answer: unknown) =>
  typeof answer === 'string' && (answer.length > LONG_ANSWER || answer.includes('\n'))
const LONG_ANSWER = 60

/** Classes of an unanswered question or section: a page may hide them (`.unanswered`), on screen or on paper. */
const answeredClass = (base: string, answered: boolean) => (answered ? base : `${base} unanswered`)

function Field({
  name,
  schema,
  root,
  value,
  today,
  family = false,
}: {
  name: string
  schema: Schema
  root: Schema
  value: unknown
  /** Today's wording of this question, when shown and different (see DetailSection.wordingToday). */
  today?: string | null
  /** The answer is the family's: said under it, on screen and on paper. */
  family?: boolean
}) {
  const source = family && (
    <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
      Resposta da família
    </Typography>
  )
  const field = resolve(schema, root)
  const className = answeredClass('detail-field', isAnswered(value))
  const label = (
    <>
      {field.title ?? name}
      {today !== undefined && <TodayWording title={today} />}
    </>
  )
  if (field.type === 'array' && typeof field.items === 'object' && !Array.isArray(field.items)) {
    const entries = Array.isArray(value) ? (value as Record<string, unknown>[]) : []
    return (
      <Box sx={{ gridColumn: '1 / -1' }} className={`${className} detail-list`}>
        <Typography variant="body2" color="text.secondary" component="dt">
          {label}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {entries.length === 0
            ? NOT_ANSWERED
            : entries.map((entry, i) => (
                <span key={i} style={{ display: 'block' }}>
                  {formatEntry(entry, field.items as Schema, root)}
                </span>
              ))}
          {source}
        </Typography>
      </Box>
    )
  }
  const answer = formatAnswer(value, field, root)
  return (
    <Box className={isLongText(answer) ? `${className} detail-long` : className}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {answer}
        {source}
      </Typography>
    </Box>
  )
}

/** Every question of every section with its answer: the evaluation detail page, generated from the schemas. */
export function DetailView({
  sections,
  showToday = false,
}: {
  sections: DetailSection[]
  /** Under each question today's questionnaire words differently, its wording today. */
  showToday?: boolean
}) {
  return (
    <Box>
      {sections.map((section) => (
        <Box
          component="section"
          key={section.title}
          sx={{ mb: 3 }}
          className={answeredClass(
            'detail-section',
            fieldsOf(section).some((name) => isAnswered(section.values[name])),
          )}
          aria-label={section.title}
        >
          <Box
            className="detail-section-title"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              flexWrap: 'wrap',
              borderBottom: 1,
              borderColor: 'divider',
              mb: 1,
            }}
          >
            <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
              {section.title}
            </Typography>
            {section.aside}
          </Box>
          <Box
            component="dl"
            className="detail-fields"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
              columnGap: 3,
              rowGap: 1.5,
              m: 0,
            }}
          >
            {fieldsOf(section).map((name) => (
              <Field
                key={name}
                name={name}
                schema={section.schema.properties![name] as Schema}
                root={section.schema}
                value={section.values[name]}
                family={section.fromFamily?.has(name)}
                today={
                  showToday && section.wordingToday && name in section.wordingToday
                    ? section.wordingToday[name]
                    : undefined
                }
              />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  )
}
