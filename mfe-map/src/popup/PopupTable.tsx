import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { PopupContent } from './popupRows';

// Narrow cells: at 205 px wide the 30 % label column holds about 50 px of text, so long words
// break rather than run into the value column.
const CELL = {
  px: 1,
  py: 0.75,
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
  hyphens: 'auto',
} as const;

/** The label/value table of one popup page; the scrolling region around it names it. */
export function PopupTable({ content }: { content: PopupContent }) {
  return (
    <Table size="small" sx={{ tableLayout: 'fixed' }}>
      <TableBody>
        {content.rows.map((row) => (
          <TableRow key={row.field}>
            <TableCell
              component="th"
              scope="row"
              sx={{ ...CELL, width: content.labelWidth, fontWeight: 600 }}
            >
              {row.label}
            </TableCell>
            <TableCell sx={CELL}>
              {row.href ? (
                <Link href={row.href} target="_blank" rel="noopener noreferrer">
                  {row.value}
                </Link>
              ) : (
                row.value
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
