import { lazy, memo, Suspense, useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import MonitorHeartOutlinedIcon from '@mui/icons-material/MonitorHeartOutlined';
import { useAppSelector } from '../../core/state/hooks';
import { selectHealth } from '../../core/health/healthSlice';
import { indicatorFor, indicatorPalette } from './healthStatus';

// Fetched on first opening, not with the shell.
const HealthDialog = lazy(() => import('./HealthDialog').then((m) => ({ default: m.HealthDialog })));

/** Top-bar health indicator: a coloured dot whose meaning is the button's description. */
export const HealthButton = memo(function HealthButton() {
  const healthState = useAppSelector((state) => selectHealth(state).state);
  const [open, setOpen] = useState(false);
  const indicator = indicatorFor[healthState];

  return (
    <>
      <Tooltip title={indicator.text} describeChild>
        <IconButton aria-label="System health" onClick={() => setOpen(true)} data-health={healthState}>
          <Badge
            variant="dot"
            overlap="circular"
            sx={{
              '& .MuiBadge-badge': {
                bgcolor: indicatorPalette[indicator.color],
                boxShadow: (theme) => `0 0 0 2px ${theme.palette.background.paper}`,
              },
            }}
          >
            <MonitorHeartOutlinedIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      {open ? (
        <Suspense fallback={null}>
          <HealthDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
});
