import type { ReactNode } from 'react'
import Drawer from '@mui/material/Drawer'

/** The menu of narrow windows, behind the top bar's button: a chunk of its own, fetched when first opened. */
export default function MenuDrawer(props: {
  open: boolean
  onClose(): void
  width: number
  children: ReactNode
}) {
  return (
    <Drawer
      variant="temporary"
      open={props.open}
      onClose={props.onClose}
      className="no-print"
      // A modal drawer is a dialog: named as the menu it holds.
      slotProps={{ paper: { 'aria-label': 'Menu' } }}
      sx={{ '& .MuiDrawer-paper': { width: props.width, boxSizing: 'border-box' } }}
    >
      {props.children}
    </Drawer>
  )
}
