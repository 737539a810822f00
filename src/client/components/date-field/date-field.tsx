import { useState, type FocusEvent } from 'react'
import TextField from '@mui/material/TextField'
import type { SxProps, Theme } from '@mui/material/styles'
import { DATE_PLACEHOLDER, datePrompt, isCompleteOrEmpty, typedFromValue, valueFromTyped } from './date-text'

export interface DateFieldProps {
  id?: string
  label: string
  /** ISO 'YYYY-MM-DD', or the text of a date not typed whole yet (kept so that it is never lost). */
  value: unknown
  onChange(value: string | undefined): void
  onBlur?(event: FocusEvent<HTMLInputElement>): void
  onFocus?(event: FocusEvent<HTMLInputElement>): void
  /** Set by the form when it refused the value (its message is shown by the form itself). */
  error?: boolean
  disabled?: boolean
  required?: boolean
  fullWidth?: boolean
  sx?: SxProps<Theme>
}

/**
 * A date typed as dd/mm/aaaa in any browser language (a native date input follows the browser's: mm/dd/yyyy in
 * an English one). Digits only, the slashes come by themselves; leaving the field with a date that is not whole
 * or not real says so under it at once.
 */
export function DateField({
  id,
  label,
  value,
  onChange,
  onBlur,
  onFocus,
  error,
  disabled,
  required,
  fullWidth,
  sx,
}: DateFieldProps) {
  const [left, setLeft] = useState(false)
  const unfinished = left && !isCompleteOrEmpty(value)
  return (
    <TextField
      id={id}
      label={label}
      value={typedFromValue(value)}
      placeholder={DATE_PLACEHOLDER}
      disabled={disabled}
      required={required}
      fullWidth={fullWidth}
      sx={sx}
      error={Boolean(error) || unfinished}
      // The form's own message stands in for this one once the form has refused the value.
      helperText={unfinished && !error ? datePrompt('') : undefined}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 10 },
      }}
      onChange={(e) => {
        setLeft(false)
        onChange(valueFromTyped(e.target.value))
      }}
      onBlur={(e: FocusEvent<HTMLInputElement>) => {
        setLeft(true)
        onBlur?.(e)
      }}
      onFocus={onFocus}
    />
  )
}
