import type { ReactNode } from 'react'
import './plain.css'

/**
 * The card in the middle of the page that the login, register and password-reset screens sit in: the page's main
 * landmark. Drawn without MUI (MUI's Card look), because the login page is the first download.
 */
export function CenteredCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="plain-card-page">
      <div className="plain-card">
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  )
}
