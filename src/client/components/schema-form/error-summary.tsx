import { useEffect, useRef, type MouseEvent } from 'react'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Link from '@mui/material/Link'
import type { ErrorListProps, RJSFValidationError } from '@rjsf/utils'

/** The id RJSF gives the field an error is about (`<section>_<list>_0_<field>`). */
function fieldId(error: RJSFValidationError, prefix: string, separator: string): string {
  return [prefix, ...(error.property ?? '').split('.').filter(Boolean)].join(separator)
}

/** Focuses the field itself, or the first option of a group of radios. */
function focusField(form: HTMLFormElement | null, id: string) {
  const named = form?.elements.namedItem(id)
  const field =
    named instanceof RadioNodeList
      ? (named[0] as HTMLElement | undefined)
      : ((named as HTMLElement | null) ?? form?.querySelector<HTMLElement>(`[id^="${CSS.escape(id)}"]`))
  field?.scrollIntoView({ block: 'center' })
  field?.focus()
}

/**
 * The step's problems at its top (the GOV.UK Design System's error summary): each one a link to its question, the
 * summary itself taking the focus after a refused 'Avançar' so that a screen reader reads it out.
 */
export function ErrorSummary({ errors, registry }: ErrorListProps) {
  const box = useRef<HTMLDivElement>(null)
  const { idPrefix, idSeparator } = registry.globalFormOptions
  // Each validation hands a new list: a second refused press announces it again.
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'start' })
    box.current?.focus()
  }, [errors])

  const open = (event: MouseEvent, error: RJSFValidationError) => {
    event.preventDefault()
    focusField(box.current?.closest('form') ?? null, fieldId(error, idPrefix, idSeparator))
  }
  return (
    <Alert
      severity="error"
      ref={box}
      tabIndex={-1}
      role="alert"
      aria-labelledby={`${idPrefix}-error-summary`}
      // Clear of the fixed top bar when scrolled to.
      sx={{ mb: 2, scrollMarginTop: 88, '&:focus': { outline: '3px solid', outlineColor: 'error.main' } }}
      className="error-summary"
    >
      <AlertTitle id={`${idPrefix}-error-summary`}>
        {errors.length === 1 ? 'Corrija a resposta abaixo' : `Corrija as ${errors.length} respostas abaixo`}
      </AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
        {errors.map((error, index) => (
          <li key={`${error.property ?? ''}-${index}`}>
            <Link
              href={`#${fieldId(error, idPrefix, idSeparator)}`}
              color="inherit"
              onClick={(event) => open(event, error)}
            >
              {error.message}
            </Link>
          </li>
        ))}
      </ul>
    </Alert>
  )
}
