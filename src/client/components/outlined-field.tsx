import { useId, type ChangeEvent } from 'react'
import FormControl from '@mui/material/FormControl'
import InputLabel from '@mui/material/InputLabel'
import OutlinedInput from '@mui/material/OutlinedInput'

interface Props {
  label: string
  type?: string
  required?: boolean
  autoComplete?: string
  value: string
  onChange(event: ChangeEvent<HTMLInputElement>): void
}

/**
 * What an outlined MUI `TextField` renders (the same markup, classes and label), without `TextField` itself: it
 * imports the select, menu, popover and modal for its `select` prop, which the login page, downloaded before
 * anything else, has no use for.
 */
export function OutlinedField({ label, type, required = false, autoComplete, value, onChange }: Props) {
  const id = useId()
  return (
    <FormControl className="MuiTextField-root" variant="outlined" required={required}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={onChange}
      />
    </FormControl>
  )
}
