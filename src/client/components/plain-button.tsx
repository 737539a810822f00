import type { ButtonHTMLAttributes } from 'react'
import { Spinner } from './page-spinner'
import './plain.css'

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'contained' | 'outlined' | 'text' }

/**
 * A button with MUI's look, without MUI: 'contained' for a form's action, 'outlined' for one beside it, 'text' for a
 * secondary one.
 */
export function PlainButton({ variant = 'contained', type = 'button', ...props }: Props) {
  return <button type={type} className={`plain-button ${variant}`} {...props} />
}

/** A submit button that shows a spinner and stays disabled while its request runs. */
export function PlainSubmitButton({ loading, children }: { loading: boolean; children: string }) {
  return (
    <PlainButton type="submit" disabled={loading}>
      {loading && <Spinner small label="Enviando" />}
      {children}
    </PlainButton>
  )
}
