import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { PresetMessage } from '../doorbellTypes';

interface PresetMessageRowProps {
  message: PresetMessage;
  index: number;
  count: number;
  /** reordering is off while a reorder runs or when not every message is shown */
  canMove: boolean;
  onMove: (from: number, to: number) => void;
  onEdit: () => void;
  onDelete: () => void;
  /** drag and drop: the row dragged, and the row it is dropped on */
  onDragStart: (index: number) => void;
  onDrop: (index: number) => void;
}

/** One preset message: move up/down buttons (the keyboard's way to reorder), drag handle, edit, delete. */
export function PresetMessageRow(props: PresetMessageRowProps) {
  const { message, index, count, canMove, onMove, onEdit, onDelete, onDragStart, onDrop } = props;
  const action = (label: string, icon: React.ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={`${label}: ${message.text}`} onClick={onClick} disabled={disabled} size="small">
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <ListItem
      divider
      draggable={canMove}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        onDragStart(index);
      }}
      onDragOver={(event) => {
        if (canMove) event.preventDefault();
      }}
      onDrop={(event) => {
        event.preventDefault();
        onDrop(index);
      }}
      secondaryAction={
        <Stack direction="row" spacing={0.5}>
          {action(
            'Move up',
            <ArrowUpwardIcon fontSize="small" />,
            () => onMove(index, index - 1),
            !canMove || index === 0,
          )}
          {action(
            'Move down',
            <ArrowDownwardIcon fontSize="small" />,
            () => onMove(index, index + 1),
            !canMove || index === count - 1,
          )}
          {action('Edit', <EditOutlinedIcon fontSize="small" />, onEdit)}
          {action('Delete', <DeleteOutlinedIcon fontSize="small" />, onDelete)}
        </Stack>
      }
      sx={{ pr: 22, cursor: canMove ? 'grab' : undefined }}
    >
      <ListItemIcon sx={{ minWidth: 36 }} aria-hidden>
        <DragIndicatorIcon fontSize="small" color={canMove ? 'action' : 'disabled'} />
      </ListItemIcon>
      <ListItemText primary={message.text} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
    </ListItem>
  );
}
