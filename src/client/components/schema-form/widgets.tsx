import type { ChangeEvent, ComponentType, FocusEvent } from 'react'
import Button from '@mui/material/Button'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField from '@mui/material/TextField'
import { Templates as MuiTemplates } from '@rjsf/mui'
import {
  ariaDescribedByIds,
  enumOptionSelectedValue,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  getOptionValueFormat,
  labelValue,
  optionId,
  type RegistryWidgetsType,
  type WidgetProps,
} from '@rjsf/utils'
import { DateField } from '../date-field/date-field'
import { maskCep, maskPhone } from './masks'

/**
 * One Tab stop per question, the arrow keys between its options: only the option chosen (none chosen, the first one
 * that can be) is in the Tab order. Chromium left every option of the app's groups in it, so a step of radio
 * questions took two or three Tabs each.
 */
const tabIndexOf = (value: string, selected: string, values: string[]) =>
  value === (values.includes(selected) ? selected : values[0]) ? 0 : -1

/**
 * Every boolean is a Sim/Não choice that starts unanswered, so that "Não" and "not asked" stay different
 * (a checkbox cannot say "not asked"). 'Limpar' takes an answer back.
 */
function YesNoWidget({ id, value, label, onChange, disabled, readonly, rawErrors }: WidgetProps) {
  const selected = value === true ? 'true' : value === false ? 'false' : ''
  return (
    <FormControl error={Boolean(rawErrors?.length)} disabled={disabled || readonly}>
      <FormLabel id={`${id}-label`}>{label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={`${id}-label`}
        name={id}
        value={selected}
        onChange={(_e, next) => onChange(next === 'true')}
      >
        {(['true', 'false'] as const).map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio size="small" tabIndex={tabIndexOf(option, selected, ['true', 'false'])} />}
            label={option === 'true' ? 'Sim' : 'Não'}
          />
        ))}
        {selected && (
          <Button size="small" onClick={() => onChange(undefined)} sx={{ alignSelf: 'center' }}>
            Limpar
          </Button>
        )}
      </RadioGroup>
    </FormControl>
  )
}

/**
 * A coded question's options (Sim/Não/Ocasionalmente, Sim/Não/Com dificuldade), as RJSF's MUI radio group draws them,
 * with one Tab stop, and named by the question: RJSF labels the group with `<label for>` pointing at a div, which
 * names nothing (screen readers heard only "Sim, Não").
 */
function RadioWidget(props: WidgetProps) {
  const { id, htmlName, options, value, required, disabled, readonly, label, hideLabel } = props
  const { enumOptions = [], enumDisabled, emptyValue } = options
  const format = getOptionValueFormat(options)
  const decode = (encoded: unknown) =>
    enumOptionValueDecoder(encoded as string, enumOptions, format, emptyValue)
  const selected = String(enumOptionSelectedValue(value, enumOptions, false, format, ''))
  const isDisabled = (option: unknown) =>
    Array.isArray(enumDisabled) && (enumDisabled as unknown[]).includes(option)
  const encoded = enumOptions.map((option, index) => enumOptionValueEncoder(option.value, index, format))
  const choosable = encoded.filter((_, index) => !isDisabled(enumOptions[index]!.value))
  return (
    <>
      {labelValue(
        <FormLabel required={required} htmlFor={id}>
          {label || undefined}
        </FormLabel>,
        hideLabel,
      )}
      <RadioGroup
        id={id}
        name={htmlName || id}
        aria-label={label}
        aria-describedby={ariaDescribedByIds(id)}
        value={selected}
        row={Boolean(options.inline)}
        onChange={(_e, next) => props.onChange(decode(next))}
        onBlur={(e) => props.onBlur(id, decode((e.target as HTMLInputElement).value))}
        onFocus={(e) => props.onFocus(id, decode((e.target as HTMLInputElement).value))}
      >
        {enumOptions.map((option, index) => (
          <FormControlLabel
            key={String(option.value)}
            value={encoded[index]}
            label={option.label}
            disabled={disabled || readonly || isDisabled(option.value)}
            control={
              <Radio
                name={htmlName || id}
                id={optionId(id, index)}
                color="primary"
                tabIndex={tabIndexOf(encoded[index]!, selected, choosable)}
              />
            }
          />
        ))}
      </RadioGroup>
    </>
  )
}

/**
 * Every long answer has a fixed number of rows (`ui:options.rows`). MUI draws any multi-line field with its
 * auto-sizing textarea, which measures the page for each field when it appears and on every keystroke, only to
 * find the height that `rows` gives anyway: a plain textarea with the same look skips that.
 */
const BaseInputTemplate = MuiTemplates.BaseInputTemplate as ComponentType<WidgetProps>
const textareaSlots = { input: { inputComponent: 'textarea' }, htmlInput: { type: undefined } } as const
function TextareaWidget(props: WidgetProps) {
  const { rows } = props.options
  return (
    <BaseInputTemplate
      {...props}
      multiline
      rows={typeof rows === 'number' || typeof rows === 'string' ? rows : 5}
      slotProps={textareaSlots}
    />
  )
}

/** What a widget's text field takes from the form alike: its place, label, state and focus events. */
const fieldProps = ({ id, label, disabled, readonly, rawErrors, onBlur, onFocus }: WidgetProps) => ({
  id,
  fullWidth: true,
  label,
  disabled: disabled || readonly,
  error: Boolean(rawErrors?.length),
  onBlur: (e: FocusEvent<HTMLInputElement>) => onBlur(id, e.target.value),
  onFocus: (e: FocusEvent<HTMLInputElement>) => onFocus(id, e.target.value),
})

function maskedWidget(mask: (value: string) => string, inputMode: 'tel' | 'numeric', placeholder: string) {
  return function MaskedWidget(props: WidgetProps) {
    const { value, onChange } = props
    return (
      <TextField
        {...fieldProps(props)}
        value={typeof value === 'string' ? value : ''}
        placeholder={placeholder}
        slotProps={{ htmlInput: { inputMode } }}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(mask(e.target.value) || undefined)}
      />
    )
  }
}

/**
 * Every `format: date` question: typed as dd/mm/aaaa whatever the browser's language, stored as ISO once whole.
 * A date not typed whole stays in the form as typed, and the step's validation names the question.
 */
function DateWidget(props: WidgetProps) {
  const { value, required, onChange } = props
  return (
    <DateField {...fieldProps(props)} value={value} required={required} onChange={(next) => onChange(next)} />
  )
}

export const widgets: RegistryWidgetsType = {
  DateWidget,
  CheckboxWidget: YesNoWidget,
  RadioWidget,
  TextareaWidget,
  phone: maskedWidget(maskPhone, 'tel', '(00) 00000-0000'),
  cep: maskedWidget(maskCep, 'numeric', '00000-000'),
}
