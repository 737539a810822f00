import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { formatDateTimeBr } from '../../../shared/dates'

/**
 * Text as a CSS string: every character but letters, digits and spaces written as its code point, so that nothing a
 * clinician typed (quotes, backslashes, '</style>') can end the string or the rule.
 */
export const cssString = (text: string) =>
  `"${[...text].map((c) => (/[\p{L}\p{N} ]/u.test(c) ? c : `\\${c.codePointAt(0)!.toString(16)} `)).join('')}"`

/**
 * The printed page's margins: the patient's name and the evaluation's date at the top of every page, 'Página X de Y'
 * at the foot (CSS page margin boxes, which Chromium prints; the rest of the page style is in evaluation-print.css).
 */
export function PrintPageStyle({ patient, day }: { patient: string; day: string }) {
  const css = `@media print { @page {
  @top-left { content: ${cssString(patient)}; }
  @top-right { content: ${cssString(day)}; }
  @bottom-right { content: "P\\e1 gina " counter(page) " de " counter(pages); }
} }`
  return <style>{css}</style>
}

/** 'Registrada por Ana Souza em 23/11/2026 às 14:32' (without a name when no account is known). */
export function recordedLine(name: string | null, createdAt: string) {
  const when = formatDateTimeBr(createdAt)
  return name ? `Registrada por ${name} em ${when}` : `Registrada em ${when}`
}

/** On paper, after the answers: a line to sign on, with the name of the clinician who recorded the evaluation. */
export function SignatureLine({ name }: { name: string | null }) {
  return (
    <Box className="print-only signature" sx={{ mt: 6, width: '60%', breakInside: 'avoid' }}>
      <Box sx={{ borderTop: 1, borderColor: 'text.primary', pt: 0.5 }}>
        <Typography variant="body2">
          {name ? `${name} · Assinatura e carimbo` : 'Assinatura e carimbo'}
        </Typography>
      </Box>
    </Box>
  )
}
