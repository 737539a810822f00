import './plain.css'

/** A spinner without a value (role progressbar), named for screen readers; `small` inside a button. */
export function Spinner({ label, small = false }: { label: string; small?: boolean }) {
  return (
    <span role="progressbar" aria-label={label} className={small ? 'plain-spinner small' : 'plain-spinner'} />
  )
}

export function PageSpinner({ label = 'Carregando…' }: { label?: string }) {
  return (
    <div className="plain-spinner-page">
      <Spinner label={label} />
    </div>
  )
}
