import { useRef, useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { errorMessage } from '../../lib/api'
import { importFhir } from './api'

type Outcome = { severity: 'success' | 'error'; text: string }

/** 'Importar FHIR': a patient's FHIR file (as 'Exportar FHIR' writes it) brought in as evaluations. */
export function FhirImport() {
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>()

  async function send(file: File) {
    setBusy(true)
    setOutcome(undefined)
    try {
      let body: unknown
      try {
        body = JSON.parse(await file.text())
      } catch {
        throw new Error('O arquivo não é JSON válido: escolha um arquivo FHIR (.json).')
      }
      const result = await importFhir(body as Record<string, unknown>)
      setOutcome({ severity: 'success', text: result.message })
    } catch (error) {
      const fallback =
        error instanceof Error && !('response' in error)
          ? error.message
          : 'Não foi possível importar o arquivo.'
      setOutcome({ severity: 'error', text: await errorMessage(error, fallback) })
    } finally {
      setBusy(false)
      // The same file may be chosen again after a fix.
      if (input.current) input.current.value = ''
    }
  }

  return (
    <Paper sx={{ p: 2 }} component="section" aria-label="Importar FHIR">
      <Typography variant="h6" component="h2" gutterBottom>
        Importar FHIR
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Um prontuário em FHIR R4 (Bundle ou QuestionnaireResponse, como 'Exportar FHIR' gera) vira avaliações
        do paciente de mesmo nome e data de nascimento, ou de um paciente novo.
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: outcome ? 2 : 0 }}>
        <Button variant="contained" disabled={busy} onClick={() => input.current?.click()}>
          Escolher arquivo FHIR
        </Button>
        {/* The browser's own picker, opened by the button: a file input cannot be styled as one. */}
        <input
          ref={input}
          hidden
          type="file"
          accept=".json,application/json,application/fhir+json"
          onChange={(e) => {
            const file = e.target.files?.[0]
            if (file) void send(file)
          }}
        />
        {busy && <CircularProgress size={24} aria-label="Importando" />}
      </Stack>
      {outcome && (
        <Alert
          severity={outcome.severity}
          role={outcome.severity === 'error' ? 'alert' : 'status'}
          sx={{ whiteSpace: 'pre-line' }}
        >
          {outcome.text}
        </Alert>
      )}
    </Paper>
  )
}
