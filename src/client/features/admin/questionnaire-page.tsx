import { useMemo, useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { usePageTitle } from '../../lib/page-title'
import { PageSpinner } from '../../components/page-spinner'
import { useLoad } from '../../lib/use-load'
import { questionnaireOf } from '../../components/schema-form/questionnaire'
import { StepPreview } from '../../components/schema-form/step-preview'
import { compareReleases, KIND_LABEL, type Change } from '../../../shared/questionnaire/changes'
import { listQuestionnaireVersions, questionnaireVersion } from './api'
import { FhirImport } from './fhir-import'
import { VersionCompare } from './version-compare'

/** Every recorded version, whole, the first recorded first. */
async function loadVersions() {
  const list = await listQuestionnaireVersions()
  return Promise.all(list.map((item) => questionnaireVersion(item.version)))
}

/** 'redação: 10 · pergunta nova: 1'. */
function summary(changes: Change[]): string {
  if (!changes.length) return 'Nenhuma'
  const counts = new Map<string, number>()
  for (const change of changes)
    counts.set(KIND_LABEL[change.kind], (counts.get(KIND_LABEL[change.kind]) ?? 0) + 1)
  return [...counts].map(([label, n]) => `${label}: ${n}`).join(' · ')
}

export default function QuestionnairePage() {
  usePageTitle('Questionário')
  const { data: versions, error, loading } = useLoad(loadVersions, [])
  const [shown, setShown] = useState<string>()
  const [step, setStep] = useState(0)
  const [pair, setPair] = useState<[string, string]>()

  const names = (versions ?? []).map((v) => v.version)
  const latest = names.at(-1)
  const viewed = versions?.find((v) => v.version === (shown ?? latest))
  const view = useMemo(() => viewed && questionnaireOf(viewed.bundle), [viewed])
  const [a, b] = pair ?? [names.at(-2) ?? names[0] ?? '', latest ?? '']
  const bundleOf = (name: string) => versions?.find((v) => v.version === name)?.bundle
  const compared = useMemo(() => {
    const [x, y] = [bundleOf(a), bundleOf(b)]
    return x && y ? compareReleases(x, y) : []
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the bundles are those of `versions`
  }, [versions, a, b])

  if (loading) return <PageSpinner />
  if (error || !versions) return <Alert severity="error">Erro ao carregar as versões do questionário.</Alert>
  const current = view?.steps[Math.min(step, view.steps.length - 1)]
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      <Paper sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Versões
        </Typography>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Versões do questionário">
            <TableHead>
              <TableRow>
                <TableCell>Versão</TableCell>
                <TableCell>Em uso desde</TableCell>
                <TableCell>Mudanças desde a anterior</TableCell>
                <TableCell>Ações</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {versions.map((v, i) => (
                <TableRow key={v.version} selected={v.version === viewed?.version}>
                  <TableCell>{v.version}</TableCell>
                  <TableCell>{new Date(v.recordedAt).toLocaleString('pt-BR')}</TableCell>
                  <TableCell>
                    {i === 0 ? '—' : summary(compareReleases(versions[i - 1]!.bundle, v.bundle))}
                  </TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => setShown(v.version)}>
                      Ver etapas
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Paper>

      {view && current && (
        <Paper sx={{ p: 2 }} component="section" aria-label="Etapas da versão">
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: 'baseline' }}>
            <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
              Versão {view.version}: as etapas como o clínico as vê
            </Typography>
            <TextField
              select
              label="Etapa"
              value={Math.min(step, view.steps.length - 1)}
              onChange={(e) => setStep(Number(e.target.value))}
              sx={{ minWidth: 260 }}
            >
              {view.steps.map((s, i) => (
                <MenuItem key={s.section} value={i}>
                  {i + 1}. {s.title}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <StepPreview
            key={`${view.version}-${current.section}`}
            id={`preview-${current.section}`}
            schema={current.schema}
            uiSchema={current.uiSchema}
          />
        </Paper>
      )}

      <Paper sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Comparar versões
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          {(['Versão A', 'Versão B'] as const).map((label, side) => (
            <TextField
              key={label}
              select
              label={label}
              value={side === 0 ? a : b}
              onChange={(e) => setPair(side === 0 ? [e.target.value, b] : [a, e.target.value])}
              sx={{ minWidth: 200 }}
            >
              {names.map((name) => (
                <MenuItem key={name} value={name}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
          ))}
        </Stack>
        <VersionCompare a={a} b={b} changes={compared} />
      </Paper>

      <FhirImport />
    </Stack>
  )
}
