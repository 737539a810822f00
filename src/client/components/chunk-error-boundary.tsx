import { Component, type ReactNode } from 'react'
import { Notice } from './notice'
import { PlainButton } from './plain-button'

export const LOAD_FAILED =
  'Não foi possível carregar esta parte do aplicativo. A conexão pode ter caído ou o aplicativo foi atualizado: ' +
  'recarregue a página.'

interface State {
  failed: boolean
}

/**
 * Pages, the signed-in shell and each wizard step's validator are chunks fetched when first needed. A fetch that
 * fails (the connection dropped, or a new version was deployed and the old chunk is gone) would otherwise leave a
 * blank page: this shows why, in Portuguese, with a button that reloads the page. `resetKey` changing (another
 * page) tries again. Drawn without MUI: it wraps every page, the login page (the first download) too.
 */
export class ChunkErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  state: State = { failed: false }
  private failedAt: string | undefined

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    this.failedAt = this.props.resetKey
    console.error('Erro ao carregar parte do aplicativo:', error)
  }

  componentDidUpdate() {
    if (this.state.failed && this.props.resetKey !== this.failedAt) this.setState({ failed: false })
  }

  render() {
    if (!this.state.failed) return this.props.children
    return (
      <div className="plain-spaced">
        <Notice
          severity="error"
          action={
            <PlainButton variant="text" onClick={() => window.location.reload()}>
              Recarregar
            </PlainButton>
          }
        >
          {LOAD_FAILED}
        </Notice>
      </div>
    )
  }
}
