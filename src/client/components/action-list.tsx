import type { ReactNode } from 'react'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'

export interface ActionRow {
  primary: ReactNode
  secondary: ReactNode
  /** The row's buttons, at its right end. */
  actions: ReactNode
  /** Room kept for `actions` (theme spacing), so that the text wraps before it reaches them. */
  actionsWidth: number | { xs: number; sm: number }
}

/** A list named `label` whose every row is a line of text with its own buttons (Continuar, Revogar…). */
export function ActionList<T extends { id: string }>({
  label,
  items,
  row,
}: {
  label: string
  items: T[]
  row: (item: T) => ActionRow
}) {
  return (
    <List aria-label={label}>
      {items.map((item) => {
        const { primary, secondary, actions, actionsWidth } = row(item)
        return (
          <ListItem key={item.id} divider secondaryAction={actions} sx={{ pr: actionsWidth }}>
            <ListItemText primary={primary} secondary={secondary} />
          </ListItem>
        )
      })}
    </List>
  )
}
