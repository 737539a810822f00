import { useId, type ChangeEvent, type FocusEvent, type HTMLAttributes } from 'react'
import './plain.css'

interface Props {
  /** The input's id (a page's tests and measurements find it by it); a generated one otherwise. */
  id?: string
  label: string
  type?: string
  required?: boolean
  autoComplete?: string
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  /** An example of what to type: the label then stays on the border, so that the example shows. */
  placeholder?: string
  maxLength?: number
  /** The value was refused: the box and the label turn red and the input says so (aria-invalid). */
  invalid?: boolean
  /** A sentence under the box, tied to the input (aria-describedby); red when the field is invalid. */
  helperText?: string
  /** The id of a message elsewhere on the page that is about this field (a form's error above it). */
  describedBy?: string
  value: string
  onChange(event: ChangeEvent<HTMLInputElement>): void
  onBlur?(event: FocusEvent<HTMLInputElement>): void
}

/**
 * An outlined text field with MUI's look, without MUI (the login page and the family's birth-date screen, first
 * downloads, carry none of it): the label is inside the box while the field is empty and on its border once it has
 * focus, a value or a placeholder. The asterisk of a required field is not part of the label's name, as in MUI.
 */
export function OutlinedField({
  id,
  label,
  type,
  required = false,
  autoComplete,
  inputMode,
  placeholder,
  maxLength,
  invalid = false,
  helperText,
  describedBy,
  value,
  onChange,
  onBlur,
}: Props) {
  const generated = useId()
  const inputId = id ?? generated
  const helperId = `${inputId}-helper-text`
  const described = [describedBy, helperText ? helperId : undefined].filter(Boolean).join(' ')
  const classes = ['plain-field', value || placeholder ? 'filled' : '', invalid ? 'invalid' : '']
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <label htmlFor={inputId}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={inputId}
        type={type}
        required={required}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        maxLength={maxLength}
        aria-invalid={invalid || undefined}
        aria-describedby={described || undefined}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
      />
      {helperText && (
        <p id={helperId} className="plain-helper">
          {helperText}
        </p>
      )}
    </div>
  )
}
