import { useCallback, useEffect, useState } from 'react'
import { flushSync } from 'react-dom'
import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'

/**
 * 'Mostrar só as respondidas': whether unanswered questions are hidden. Off on the screen and on for printing until the
 * clinician chooses (null: not chosen); her choice then holds for both. Printing (the page's 'Imprimir', Ctrl+P)
 * turns it on unless she turned it off, so that the switch shows what went to paper. The print style sheet hides
 * the questions by the same rule (`printClass`), for a print that runs no event (a PDF made by the browser).
 */
export function useOnlyAnswered() {
  const [chosen, setChosen] = useState<boolean | null>(null)
  const beforePrint = useCallback(() => {
    if (chosen === null) flushSync(() => setChosen(true))
  }, [chosen])
  useEffect(() => {
    window.addEventListener('beforeprint', beforePrint)
    return () => window.removeEventListener('beforeprint', beforePrint)
  }, [beforePrint])
  const onScreen = chosen ?? false
  const onPaper = chosen ?? true
  return {
    chosen,
    onScreen,
    onPaper,
    choose: setChosen,
    /** Prints the page as it will look on paper (the switch on, unless turned off). */
    print: () => {
      beforePrint()
      window.print()
    },
    /** The classes that hide `.unanswered` questions and show the note, on screen and on paper. */
    className: [onScreen && 'only-answered-screen', onPaper && 'only-answered-print']
      .filter(Boolean)
      .join(' '),
  }
}

/** The switch, and under it while untouched, what printing does. */
export function OnlyAnsweredSwitch({
  chosen,
  onScreen,
  choose,
}: Pick<ReturnType<typeof useOnlyAnswered>, 'chosen' | 'onScreen' | 'choose'>) {
  return (
    <div className="no-print">
      <FormControlLabel
        sx={{ mr: 0 }}
        control={<Switch checked={onScreen} onChange={(e) => choose(e.target.checked)} />}
        label="Mostrar só as respondidas"
      />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
        {chosen === null
          ? 'Na tela, todas as perguntas; na impressão, só as respondidas.'
          : 'Vale para a tela e para a impressão.'}
      </Typography>
    </div>
  )
}

/** '12 perguntas sem resposta ocultadas': shown only where they are hidden (see the style sheet). */
export function HiddenNote({ count }: { count: number }) {
  if (count === 0) return null
  const text = count === 1 ? '1 pergunta sem resposta ocultada' : `${count} perguntas sem resposta ocultadas`
  return (
    <Typography variant="body2" color="text.secondary" className="unanswered-note" sx={{ mb: 2 }}>
      {text}
    </Typography>
  )
}
