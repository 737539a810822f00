import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ActionList } from './action-list'

describe('ActionList', () => {
  afterEach(cleanup)

  it('names the list and gives each item its text and its own buttons', () => {
    render(
      <ActionList
        label="Cadastros em andamento"
        items={[
          { id: 'a', name: 'Ana' },
          { id: 'b', name: 'Bruno' },
        ]}
        row={(item) => ({
          primary: `Continuar cadastro de ${item.name}`,
          secondary: 'Alterado hoje',
          actionsWidth: 12,
          actions: item.id === 'a' && <button type="button">Descartar {item.name}</button>,
        })}
      />,
    )
    const rows = within(screen.getByRole('list', { name: 'Cadastros em andamento' })).getAllByRole('listitem')
    expect(rows.map((row) => row.textContent)).toEqual([
      'Continuar cadastro de AnaAlterado hojeDescartar Ana',
      'Continuar cadastro de BrunoAlterado hoje',
    ])
    expect(within(rows[1]!).queryByRole('button')).toBeNull()
  })
})
