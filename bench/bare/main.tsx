// The benchmark's floors, rendered with plain RJSF + MUI and nothing else: none of the app's widgets, templates,
// draft store, router, theme or shell.
// - '/': the wizard's largest step (Relação Familiar), with the same bundled schema, UI schema and precompiled
//   validator as the app: the floor for typing.
// - '/?steps': the thirteen steps one after the other, each 'Avançar' replacing the form with the next step's:
//   the floor for the step change. Its schemas come in a chunk of their own, so '/' does not download them.
// Both give RJSF the app's ids (idPrefix: the step's section), so that the benchmark's selectors find both.
import { lazy, StrictMode, Suspense, useState } from 'react'
import { createRoot } from 'react-dom/client'
import type { JSONSchema7 } from 'json-schema'
import Form from '@rjsf/mui'
import type { RJSFSchema, UiSchema } from '@rjsf/utils'
import { createPrecompiledValidator } from '@rjsf/validator-ajv8'
import localize from 'ajv-i18n/localize/pt-BR'
import common from '../../schemas/common.json'
import stepSchema from '../../schemas/steps/13-relacao-familiar.schema.json'
import stepUi from '../../schemas/steps/13-relacao-familiar.ui.json'
import validatorFunctions from '../../src/client/generated/validators/familyInterrelationship'
import { bundleWithCommon } from '../../src/shared/questionnaire/bundle'

const schema = bundleWithCommon(stepSchema as JSONSchema7, common as JSONSchema7) as RJSFSchema
const uiSchema: UiSchema = { 'ui:globalOptions': { inline: true }, ...(stepUi as UiSchema) }
const validator = createPrecompiledValidator(validatorFunctions, schema, localize)

function Bare() {
  const [formData, setFormData] = useState<Record<string, unknown>>({})
  return (
    <div style={{ maxWidth: 1100, margin: '16px auto', padding: 24 }}>
      <Form
        idPrefix="familyInterrelationship"
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        formData={formData}
        noHtml5Validate
        onChange={(event) => setFormData(event.formData ?? {})}
      />
    </div>
  )
}

const BareSteps = lazy(() => import('./steps'))

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {new URLSearchParams(location.search).has('steps') ? (
      <Suspense>
        <BareSteps />
      </Suspense>
    ) : (
      <Bare />
    )}
  </StrictMode>,
)
