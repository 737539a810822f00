import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'

/**
 * The permanent menu of wide windows, drawn as MUI's permanent Drawer draws it: a fixed paper beside the page, with
 * the space it takes kept in the layout. The Drawer itself brings the slide and the modal of its temporary variant,
 * which only narrow windows use (menu-drawer.tsx, fetched when first opened).
 */
export function DockedMenu({ width, children }: { width: number; children: ReactNode }) {
  return (
    <Box className="no-print" sx={{ width, flexShrink: 0 }}>
      <Paper
        square
        elevation={0}
        sx={(theme) => ({
          width,
          boxSizing: 'border-box',
          position: 'fixed',
          top: 0,
          left: 0,
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          overflowY: 'auto',
          outline: 0,
          zIndex: theme.zIndex.drawer,
          borderRight: `1px solid ${theme.palette.divider}`,
        })}
      >
        {children}
      </Paper>
    </Box>
  )
}
