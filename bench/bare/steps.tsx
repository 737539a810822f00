// The floor for the step change (bench/bare/main.tsx, '/?steps'): the wizard's thirteen steps with plain RJSF +
// MUI, each 'Avançar' rendering the next step's form in place of the current one.
import { use, useState } from 'react'
import Button from '@mui/material/Button'
import { getDefaultRegistry } from '@rjsf/core'
import Form from '@rjsf/mui'
import { steps, validatorOf } from '../../src/client/components/schema-form/questionnaire'

// The app's two masked inputs (phone, CEP) are RJSF's plain text input here.
const TextWidget = getDefaultRegistry().widgets.TextWidget!
const widgets = { phone: TextWidget, cep: TextWidget }

// Every step's validator, fetched before the first step is shown: no step change waits for one.
const validators = Promise.all(steps.map(validatorOf))

export default function BareSteps() {
  const stepValidators = use(validators)
  const [index, setIndex] = useState(0)
  const [data, setData] = useState<Record<string, Record<string, unknown>>>({})
  const step = steps[index]!
  return (
    <div style={{ maxWidth: 1100, margin: '16px auto', padding: 24 }}>
      <Form
        key={step.section}
        idPrefix={step.section}
        schema={step.schema}
        uiSchema={step.uiSchema}
        validator={stepValidators[index]!}
        widgets={widgets}
        formData={data[step.section] ?? {}}
        noHtml5Validate
        onChange={(event) => setData((all) => ({ ...all, [step.section]: event.formData ?? {} }))}
        onSubmit={() => setIndex((i) => Math.min(i + 1, steps.length - 1))}
      >
        <Button type="submit" variant="contained" sx={{ mt: 3 }}>
          Avançar
        </Button>
      </Form>
    </div>
  )
}
