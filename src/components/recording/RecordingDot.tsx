import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';

/** Red and pulsing while recording, amber while paused. */
export function RecordingDot({ paused }: { paused: boolean }) {
  return (
    <FiberManualRecordIcon
      aria-hidden
      fontSize="small"
      sx={{
        color: paused ? 'warning.main' : 'error.main',
        animation: paused ? 'none' : 'portico-pulse 1.4s ease-in-out infinite',
        '@keyframes portico-pulse': { '50%': { opacity: 0.35 } },
      }}
    />
  );
}
