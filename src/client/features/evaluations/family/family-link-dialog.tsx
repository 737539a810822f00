import { useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormLabel from '@mui/material/FormLabel'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { errorMessage } from '../../../lib/api'
import { copyText } from '../../../lib/clipboard'
import { notify } from '../../../lib/notify'
import { SubmitButton } from '../../../components/submit-button'
import { wizard } from '../../../components/schema-form/questionnaire'
import type { NewFamilyLink } from '../../../../shared/contract/family'
import { formatDateTimeBr, localTimeZone } from '../../../../shared/dates'
import { createFamilyLink } from '../api'

// The steps a family may answer (the evaluation's), those schemas/wizard.json marks as the family's checked first.
const STEPS = wizard.steps.filter((step) => step.target === 'evaluation')
const FAMILY_STEPS = STEPS.filter((step) => step.answeredBy === 'family').map((step) => step.slug)
const DAYS = 7

interface Props {
  patientId: string
  open: boolean
  onClose(): void
  /** A link was made: the list of links is read again. */
  onCreated(): void
}

/** 'Enviar histórico à família': which steps and for how long, then the link, its QR code and a message to paste. */
export function FamilyLinkDialog({ patientId, open, onClose, onCreated }: Props) {
  const [chosen, setChosen] = useState<string[]>(FAMILY_STEPS)
  const [days, setDays] = useState(String(DAYS))
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [made, setMade] = useState<NewFamilyLink | null>(null)
  const daysValue = Number(days)
  const daysProblem =
    Number.isInteger(daysValue) && daysValue >= 1 && daysValue <= 30 ? null : 'Informe de 1 a 30 dias.'

  const close = () => {
    setMade(null)
    setError(null)
    setChosen(FAMILY_STEPS)
    setDays(String(DAYS))
    onClose()
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (daysProblem) return
    if (!chosen.length) return setError('Escolha pelo menos uma etapa para a família responder.')
    setSending(true)
    setError(null)
    try {
      setMade(
        await createFamilyLink(patientId, { steps: chosen, days: daysValue, timeZone: localTimeZone() }),
      )
      onCreated()
    } catch (failure) {
      setError(await errorMessage(failure, 'Não foi possível gerar o link. Tente novamente.'))
    } finally {
      setSending(false)
    }
  }
  const copy = async (text: string, done: string) => {
    if (await copyText(text)) notify(done)
    else notify('Não foi possível copiar. Selecione o texto e copie.', 'error')
  }
  const toggle = (slug: string, on: boolean) =>
    setChosen((now) => (on ? [...now, slug] : now.filter((s) => s !== slug)))

  return (
    <Dialog open={open} onClose={close} aria-labelledby="family-link-title" fullWidth maxWidth="sm">
      <DialogTitle id="family-link-title">Enviar histórico à família</DialogTitle>
      {made ? (
        <>
          <DialogContent>
            <Stack spacing={2}>
              <Alert severity="success">
                Link gerado. Ele vale até {formatDateTimeBr(made.expiresAt)} e só abre com a data de
                nascimento da criança. Envie pelo WhatsApp ou por e-mail; ele não será mostrado de novo.
              </Alert>
              <TextField
                label="Link para a família"
                value={made.url}
                slotProps={{ htmlInput: { readOnly: true } }}
                onFocus={(e) => e.target.select()}
              />
              <Box
                component="img"
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(made.qrSvg)}`}
                alt="Código QR do link para a família"
                sx={{ width: 180, height: 180, alignSelf: 'center', border: 1, borderColor: 'divider' }}
              />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" onClick={() => void copy(made.url, 'Link copiado.')}>
              Copiar link
            </Button>
            <Button variant="outlined" onClick={() => void copy(made.message, 'Mensagem copiada.')}>
              Copiar mensagem
            </Button>
            <Button variant="contained" onClick={close}>
              Fechar
            </Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
          <DialogContent>
            <Stack spacing={2}>
              <Typography variant="body2">
                A família responde em casa, pelo celular, às etapas escolhidas. As respostas só entram na
                avaliação depois que você as revisar e enviar.
              </Typography>
              {error && <Alert severity="error">{error}</Alert>}
              <FormGroup>
                <FormLabel component="legend">Etapas que a família responde</FormLabel>
                {STEPS.map((step) => (
                  <FormControlLabel
                    key={step.slug}
                    label={step.title}
                    control={
                      <Checkbox
                        size="small"
                        checked={chosen.includes(step.slug)}
                        onChange={(e) => toggle(step.slug, e.target.checked)}
                      />
                    }
                  />
                ))}
              </FormGroup>
              <TextField
                label="Dias de validade"
                type="number"
                value={days}
                onChange={(e) => setDays(e.target.value)}
                error={Boolean(daysProblem)}
                helperText={daysProblem ?? 'O link deixa de abrir depois desse prazo.'}
                slotProps={{ htmlInput: { min: 1, max: 30, inputMode: 'numeric' } }}
                sx={{ maxWidth: 220 }}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Cancelar</Button>
            <SubmitButton loading={sending}>Gerar link</SubmitButton>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  )
}
