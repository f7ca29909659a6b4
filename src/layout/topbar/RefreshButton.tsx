import { memo } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useAppDispatch } from '../../core/state/hooks';
import { refreshRequested } from '../../core/state/appActions';

/** Refetches what is on screen; the refresh saga shows the requirements §8 toasts. */
export const RefreshButton = memo(function RefreshButton() {
  const dispatch = useAppDispatch();
  return (
    <Tooltip title="Refresh data">
      <IconButton aria-label="Refresh" onClick={() => dispatch(refreshRequested())}>
        <RefreshIcon />
      </IconButton>
    </Tooltip>
  );
});
