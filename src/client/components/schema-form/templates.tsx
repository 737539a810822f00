import { isValidElement, useContext, type ReactElement } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { RichDescription } from '@rjsf/core'
import type {
  ArrayFieldItemTemplateProps,
  ArrayFieldTemplateProps,
  DescriptionFieldProps,
  ObjectFieldTemplateProps,
  TemplatesType,
} from '@rjsf/utils'
import { FieldTemplate } from './copied-mark'
import { ErrorSummary } from './error-summary'
import { ShownQuestions } from './shown-questions'

const sizeOf = (uiSchema: unknown, name: string): number => {
  const size = (uiSchema as Record<string, { 'ui:options'?: { size?: unknown } }> | undefined)?.[name]?.[
    'ui:options'
  ]?.size
  return typeof size === 'number' && size >= 1 && size <= 12 ? size : 12
}

const SIZES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const

/**
 * The layout of MUI's Grid (a wrapping flex row, 16 px gaps, full width on narrow screens), written once for the
 * container: each field's cell is then a plain div with a class. A Grid per field was styled again on every
 * keystroke and click, many more components rendered per answer on the largest step.
 */
const grid = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 2,
  ...Object.fromEntries(
    SIZES.map((size) => [
      `& > .field-size-${size}`,
      {
        minWidth: 0,
        boxSizing: 'border-box',
        width: { xs: '100%', md: `calc(100% * ${size} / 12 - (12 - ${size}) * (16px / 12))` },
      },
    ]),
  ),
} as const

/**
 * Lays the fields out on a 12-column grid; a field's `ui:options.size` is its width on wide screens. Objects
 * get no heading of their own: a step's title is the page's, a list entry's is the entry's.
 */
function ObjectFieldTemplate({ properties, uiSchema, fieldPathId }: ObjectFieldTemplateProps) {
  // Only the step's own questions are filtered (the root object), never the fields of a list's entry.
  const shown = useContext(ShownQuestions)
  const only = fieldPathId.path.length === 0 ? shown : undefined
  return (
    <Box sx={grid}>
      {properties
        .filter((property) => !property.hidden && (!only || only.has(property.name)))
        .map((property) => (
          <div key={property.name} className={`field-size-${sizeOf(uiSchema, property.name)}`}>
            {property.content}
          </div>
        ))}
    </Box>
  )
}

/** What ArrayField hands each item element; read to remove the last item from the list's own button. */
interface ItemElementProps {
  index: number
  handleRemoveItem: (event: unknown, index: number) => void
}

const isItem = (element: ReactElement | undefined): element is ReactElement<ItemElementProps> =>
  isValidElement(element) &&
  typeof (element.props as Partial<ItemElementProps>).handleRemoveItem === 'function'

/**
 * A list that always keeps one entry: 'add' appends an empty one, 'remove' takes the last and is disabled at
 * one. Button labels come from the UI schema (`addLabel`, `removeLabel`).
 */
function ArrayFieldTemplate({
  items,
  canAdd,
  onAddClick,
  title,
  uiSchema,
  disabled,
  readonly,
}: ArrayFieldTemplateProps) {
  const options = (uiSchema?.['ui:options'] ?? {}) as { addLabel?: string; removeLabel?: string }
  const last = items.at(-1)
  const removeLast = () => {
    if (isItem(last)) last.props.handleRemoveItem(undefined, last.props.index)
  }
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography variant="subtitle1" component="legend" gutterBottom>
        {title}
      </Typography>
      <Stack spacing={2}>{items}</Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button variant="outlined" onClick={onAddClick} disabled={!canAdd || disabled || readonly}>
          {options.addLabel ?? 'Adicionar'}
        </Button>
        <Button
          variant="outlined"
          color="secondary"
          onClick={removeLast}
          disabled={items.length <= 1 || !isItem(last) || disabled || readonly}
        >
          {options.removeLabel ?? 'Remover'}
        </Button>
      </Stack>
    </Box>
  )
}

/** Each entry is titled by the list's `ui:options.itemLabel` and its number ('Irmão 2'). */
function ArrayFieldItemTemplate({ children, index, parentUiSchema }: ArrayFieldItemTemplateProps) {
  const label = `${(parentUiSchema?.['ui:options'] as { itemLabel?: string } | undefined)?.itemLabel ?? 'Item'} ${index + 1}`
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={label}>
      {/* Not a heading: the group is named by it already, and a heading here would skip a level under the page's. */}
      <Typography variant="subtitle2" component="p" gutterBottom>
        {label}
      </Typography>
      {children}
    </Paper>
  )
}

/** A question's description: text under its label, not a heading (MUI's subtitle2 is an h6 unless told). */
function DescriptionFieldTemplate({ id, description, registry, uiSchema }: DescriptionFieldProps) {
  if (!description) return null
  return (
    <Typography id={id} variant="subtitle2" component="div" sx={{ mt: 0.625 }}>
      <RichDescription description={description} registry={registry} uiSchema={uiSchema} />
    </Typography>
  )
}

export const templates: Partial<TemplatesType> = {
  DescriptionFieldTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  ErrorListTemplate: ErrorSummary,
  FieldTemplate,
}
