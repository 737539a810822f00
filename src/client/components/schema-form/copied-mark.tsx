import { createContext, useContext, type ComponentType, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Templates as MuiTemplates } from '@rjsf/mui'
import type { FieldTemplateProps } from '@rjsf/utils'

/**
 * Where the wizard's answers came from, when not typed here (none outside the wizard): copied from an earlier
 * evaluation and not confirmed yet, or the family's as sent.
 */
export interface CopiedContext {
  copied?: ReadonlySet<string>
  confirm?(field: string): void
  /** Answers still as the family sent them (an evaluation started from a family link). */
  family?: ReadonlySet<string>
}

/**
 * The marks reach the fields through a context of their own, not RJSF's formContext: a change of any Form prop
 * makes RJSF rebuild its state from the formData prop, which the wizard does not update on every keystroke.
 */
export const CopiedMarks = createContext<CopiedContext>({})

const BaseFieldTemplate = MuiTemplates.FieldTemplate as ComponentType<FieldTemplateProps>

function Marked({
  props,
  colour,
  kind,
  children,
}: {
  props: FieldTemplateProps
  colour: string
  kind: 'copied' | 'family'
  children: ReactNode
}) {
  return (
    <Box sx={{ borderLeft: 3, borderColor: colour, pl: 1.5 }} {...{ [`data-${kind}`]: 'true' }}>
      <BaseFieldTemplate {...props} />
      <Typography variant="caption" color="text.secondary">
        {children}
      </Typography>
    </Box>
  )
}

/**
 * Each question, and under an answer that came from elsewhere a mark that says so: a copied one not confirmed yet
 * with its 'Confirmar', the family's as it was sent. Changing the answer removes either mark.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { copied, confirm, family } = useContext(CopiedMarks)
  const path = props.fieldPathId.path
  const field = path.length === 1 ? String(path[0]) : ''
  if (field && copied?.has(field))
    return (
      <Marked props={props} colour="warning.main" kind="copied">
        Copiada da avaliação anterior ·{' '}
        <Link component="button" type="button" variant="caption" onClick={() => confirm?.(field)}>
          Confirmar
        </Link>
      </Marked>
    )
  if (field && family?.has(field))
    return (
      <Marked props={props} colour="info.main" kind="family">
        Resposta da família
      </Marked>
    )
  return <BaseFieldTemplate {...props} />
}
