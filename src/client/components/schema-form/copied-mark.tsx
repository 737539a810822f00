import { createContext, useContext, type ComponentType } from 'react'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Templates as MuiTemplates } from '@rjsf/mui'
import type { FieldTemplateProps } from '@rjsf/utils'

/** What a form knows of answers copied from an earlier evaluation (none outside the wizard). */
export interface CopiedContext {
  copied?: ReadonlySet<string>
  confirm?(field: string): void
}

/**
 * The marks reach the fields through a context of their own, not RJSF's formContext: a change of any Form prop
 * makes RJSF rebuild its state from the formData prop, which the wizard does not update on every keystroke.
 */
export const CopiedMarks = createContext<CopiedContext>({})

const BaseFieldTemplate = MuiTemplates.FieldTemplate as ComponentType<FieldTemplateProps>

/**
 * Each question, and under a copied answer not confirmed yet a mark that says so with its 'Confirmar' (changing
 * the answer removes the mark too).
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { copied, confirm } = useContext(CopiedMarks)
  const path = props.fieldPathId.path
  const field = path.length === 1 ? String(path[0]) : ''
  if (!field || !copied?.has(field)) return <BaseFieldTemplate {...props} />
  return (
    <Box sx={{ borderLeft: 3, borderColor: 'warning.main', pl: 1.5 }} data-copied="true">
      <BaseFieldTemplate {...props} />
      <Typography variant="caption" color="text.secondary">
        Copiada da avaliação anterior ·{' '}
        <Link component="button" type="button" variant="caption" onClick={() => confirm?.(field)}>
          Confirmar
        </Link>
      </Typography>
    </Box>
  )
}
