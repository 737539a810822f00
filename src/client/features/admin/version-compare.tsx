import Box from '@mui/material/Box'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { KIND_LABEL, type Change } from '../../../shared/questionnaire/changes'
import { wordDiff, type Piece } from './word-diff'

function Marked({ pieces }: { pieces: Piece[] }) {
  return (
    <>
      {pieces.map((piece, i) =>
        piece.changed ? (
          <Box component="mark" key={i} sx={{ bgcolor: 'warning.light', px: 0.25 }}>
            {piece.text}
          </Box>
        ) : (
          piece.text
        ),
      )}
    </>
  )
}

/** One change in two columns: what version A said and what B says, the changed words highlighted. */
function Sides({ change }: { change: Change }) {
  if (change.kind === 'wording' && change.from !== undefined && change.to !== undefined) {
    const [a, b] = wordDiff(change.from, change.to)
    return (
      <>
        <TableCell>
          <Marked pieces={a} />
        </TableCell>
        <TableCell>
          <Marked pieces={b} />
        </TableCell>
      </>
    )
  }
  const old = change.kind.startsWith('removed') || change.kind === 'recodedOption'
  return (
    <>
      <TableCell>{old ? (change.from ?? change.title ?? '') : ''}</TableCell>
      <TableCell>{old ? (change.to ?? '') : (change.to ?? change.title ?? '')}</TableCell>
    </>
  )
}

/** The changes from version `a` to version `b`, side by side. */
export function VersionCompare({ a, b, changes }: { a: string; b: string; changes: Change[] }) {
  if (!changes.length)
    return (
      <Typography sx={{ mt: 1 }}>
        Nenhuma diferença entre as versões {a} e {b}.
      </Typography>
    )
  return (
    // Scrolled sideways on a phone: the keyboard can reach and scroll it too (it holds no control of its own).
    <Box
      sx={{ overflowX: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label={`Diferenças entre as versões ${a} e ${b}`}
    >
      <Table size="small" aria-label={`Diferenças entre as versões ${a} e ${b}`}>
        <TableHead>
          <TableRow>
            <TableCell>Mudança</TableCell>
            <TableCell>Versão {a}</TableCell>
            <TableCell>Versão {b}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map((change, i) => (
            <TableRow key={i}>
              <TableCell sx={{ minWidth: 160 }}>
                {change.step}
                <Typography variant="caption" component="span" sx={{ display: 'block' }}>
                  {[change.field, KIND_LABEL[change.kind]].filter(Boolean).join(' · ')}
                  {change.critical && (change.declared ? ' (declarada)' : ' (crítica)')}
                </Typography>
              </TableCell>
              <Sides change={change} />
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  )
}
