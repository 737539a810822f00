import './plain.css'

/** A spinner without a value (role progressbar), named for screen readers; `small` inside a button. */
export function Spinner({ label, small = false }: { label: string; small?: boolean }) {
  return (
    <span role="progressbar" aria-label={label} className={small ? 'plain-spinner small' : 'plain-spinner'} />
  )
}

/** `caption`: a sentence shown under the spinner, for a wait the user should understand (no connection). */
export function PageSpinner({ label = 'Carregando…', caption }: { label?: string; caption?: string }) {
  return (
    <div className="plain-spinner-page">
      <Spinner label={label} />
      {caption && (
        <p className="plain-spinner-caption" role="status">
          {caption}
        </p>
      )}
    </div>
  )
}
