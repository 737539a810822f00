import { act, cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useSession } from '../../lib/session-store'
import { emptyDraft, useDraftStore } from './draft-store'
import WizardPage from './wizard-page'

// What each answer would re-render: counted, not drawn (the form, its validator and the server stay out).
const renders = vi.hoisted(() => ({ stepper: 0, step: 0 }))
vi.mock('./wizard-stepper', () => ({
  WizardStepper: () => {
    renders.stepper++
    return <nav>Etapas</nav>
  },
}))
vi.mock('./wizard-step', () => ({
  WizardStep: ({ step }: { step: { title: string } }) => {
    renders.step++
    return <p>Etapa {step.title}</p>
  },
}))
vi.mock('./draft-indicator', () => ({ DraftIndicator: () => null }))
vi.mock('./draft-sync', () => ({ saveDraftNow: () => Promise.resolve(true), markSaved: () => undefined }))

const OWNER = 'ana@clinica.com.br'

describe('WizardPage', () => {
  beforeEach(() => {
    renders.stepper = 0
    renders.step = 0
    useSession.setState({ user: { email: OWNER } as never })
    // jsdom has no scrolling; a new step scrolls the page to its top.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
  })
  afterEach(() => {
    cleanup()
    useDraftStore.getState().clear()
  })

  it('re-renders neither the stepper nor the step when an answer changes the draft', async () => {
    const draft = emptyDraft()
    useDraftStore.getState().open(OWNER, draft)
    render(
      <MemoryRouter initialEntries={[`/pacientes/novo/relacao-familiar?rascunho=${draft.id}`]}>
        <Routes>
          <Route path="/pacientes/novo/:slug?" element={<WizardPage />} />
        </Routes>
      </MemoryRouter>,
    )
    await screen.findByText('Etapa Relação Familiar')
    const before = { ...renders }

    act(() => {
      for (const answer of ['sim', 'nao', 'ocasionalmente'])
        useDraftStore.getState().update((current) => ({
          ...current,
          sections: { ...current.sections, familyInterrelationship: { isAffectionate: answer } },
        }))
    })

    expect(useDraftStore.getState().draft?.sections.familyInterrelationship).toEqual({
      isAffectionate: 'ocasionalmente',
    })
    expect(renders).toEqual(before)
  })
})
