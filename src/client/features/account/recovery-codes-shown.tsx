import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { copyText } from '../../lib/clipboard'

/** The ten recovery codes, shown once right after enrolment. */
export function RecoveryCodesShown({ codes, onDone }: { codes: string[]; onDone(): void }) {
  // null until 'Copiar códigos' is clicked; false when the browser refused to copy.
  const [copied, setCopied] = useState<boolean | null>(null)
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="success">Verificação em duas etapas ativada.</Alert>
      <Alert severity="warning">
        Guarde estes códigos de recuperação em lugar seguro: eles não serão mostrados de novo. Cada um permite
        entrar uma única vez sem o celular.
      </Alert>
      <Box
        component="ul"
        aria-label="Códigos de recuperação"
        sx={{
          fontFamily: 'monospace',
          fontSize: '1.1rem',
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(2, max-content)',
          columnGap: 4,
          rowGap: 0.5,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      {copied === false && (
        <Alert severity="error">
          Não foi possível copiar os códigos. Selecione-os na lista e copie-os manualmente.
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => void copyText(codes.join('\n')).then(setCopied)}>
          {copied ? 'Copiados!' : 'Copiar códigos'}
        </Button>
        <Button variant="contained" onClick={onDone}>
          Já guardei os códigos
        </Button>
      </Stack>
    </Stack>
  )
}
