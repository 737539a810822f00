import { useId, type ChangeEvent } from 'react'
import './plain.css'

interface Props {
  label: string
  type?: string
  required?: boolean
  autoComplete?: string
  value: string
  onChange(event: ChangeEvent<HTMLInputElement>): void
}

/**
 * An outlined text field with MUI's look, without MUI (the login page, the first download, carries none of it): the
 * label is inside the box while the field is empty and on its border once it has focus or a value. The asterisk of a
 * required field is not part of the label's name, as in MUI.
 */
export function OutlinedField({ label, type, required = false, autoComplete, value, onChange }: Props) {
  const id = useId()
  return (
    <div className={value ? 'plain-field filled' : 'plain-field'}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        type={type}
        required={required}
        autoComplete={autoComplete}
        value={value}
        onChange={onChange}
      />
    </div>
  )
}
