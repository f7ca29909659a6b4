import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Box from '@mui/material/Box';
import { OPEN_ROW, type Shortcut } from './keymap';

const TITLE_ID = 'keyboard-shortcuts-title';

function Keys({ keys }: { keys: readonly string[] }) {
  return (
    <>
      {keys.map((key, index) => (
        <span key={key}>
          {index > 0 ? ' then ' : null}
          <Box component="kbd" sx={{ px: 0.75, py: 0.25, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            {key}
          </Box>
        </span>
      ))}
    </>
  );
}

/** The `?` help: every shortcut of the keymap the listener runs, so it cannot list one that does not work. */
export function ShortcutsHelpDialog(props: { open: boolean; onClose: () => void; shortcuts: readonly Shortcut[] }) {
  const { open, onClose, shortcuts } = props;
  const rows = [...shortcuts, OPEN_ROW];
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={TITLE_ID}>
      <DialogTitle id={TITLE_ID}>Keyboard shortcuts</DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby={TITLE_ID}>
          <TableBody>
            {rows.map((shortcut) => (
              <TableRow key={shortcut.keys.join(' ')}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  <Keys keys={shortcut.keys} />
                </TableCell>
                <TableCell>{shortcut.label}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
