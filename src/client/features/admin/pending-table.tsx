import type { ReactNode } from 'react'
import Button from '@mui/material/Button'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'

const dateTime = (iso: string) => new Date(iso).toLocaleString('pt-BR')

interface Pending {
  id: string
  createdAt: string
  expiresAt: string
}

interface Props<T extends Pending> {
  label: string
  empty: string
  items: T[]
  /** The columns before 'Criado em' and 'Expira em': heading and cell. */
  columns: [string, (item: T) => ReactNode][]
  onRevoke(item: T): void
}

/** Invitations or reset links not used yet, each with 'Revogar'. */
export function PendingTable<T extends Pending>({ label, empty, items, columns, onRevoke }: Props<T>) {
  if (items.length === 0) return <Typography color="text.secondary">{empty}</Typography>
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map(([heading]) => (
            <TableCell key={heading}>{heading}</TableCell>
          ))}
          <TableCell>Criado em</TableCell>
          <TableCell>Expira em</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id}>
            {columns.map(([heading, cell]) => (
              <TableCell key={heading}>{cell(item)}</TableCell>
            ))}
            <TableCell>{dateTime(item.createdAt)}</TableCell>
            <TableCell>{dateTime(item.expiresAt)}</TableCell>
            <TableCell align="right">
              <Button size="small" color="error" onClick={() => onRevoke(item)}>
                Revogar
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
