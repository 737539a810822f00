import { Suspense, type ReactNode } from 'react'
import { BrowserRouter } from 'react-router-dom'
import { ChunkErrorBoundary } from '../components/chunk-error-boundary'
import { PageSpinner } from '../components/page-spinner'

// No MUI here: the pages drawn with MUI put its theme around themselves (mui-theme.tsx), so that the login page
// downloads none of it.
export function Providers({ children }: { children: ReactNode }) {
  return (
    // Each navigation shows its page in the same event, not as a transition the old page stays up during: a wizard
    // step's 'Avançar' pressed again before the next step was drawn landed on the old step and was lost.
    <BrowserRouter useTransitions={false}>
      <ChunkErrorBoundary>
        <Suspense fallback={<PageSpinner />}>{children}</Suspense>
      </ChunkErrorBoundary>
    </BrowserRouter>
  )
}
