import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface ApplyConfirmDialogProps {
  open: boolean;
  routerName: string;
  items: number;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Apply to the router?": a live router changes, so it asks once more. */
export function ApplyConfirmDialog({ open, routerName, items, onConfirm, onClose }: ApplyConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="apply-confirm-title">
      <DialogTitle id="apply-confirm-title">Apply to {routerName}?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {items} {items === 1 ? 'change is' : 'changes are'} sent to the live router. Portico plans again first, stops
          and rolls back on an error, and checks the router afterwards.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={onConfirm}>
          Apply
        </Button>
      </DialogActions>
    </Dialog>
  );
}
