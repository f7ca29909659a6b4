import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';

/**
 * What the recording is doing, in words beside the dot (red and pulsing while recording, amber while
 * paused): a colour alone tells neither a screen reader nor everyone looking at it.
 */
export function RecordingDot({ paused }: { paused: boolean }) {
  const text = paused ? 'Recording paused' : 'Recording';
  return (
    <Box role="status" aria-label={text} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, pr: 0.5 }}>
      <FiberManualRecordIcon
        aria-hidden
        fontSize="small"
        sx={{
          color: paused ? 'warning.main' : 'error.main',
          animation: paused ? 'none' : 'portico-pulse 1.4s ease-in-out infinite',
          '@keyframes portico-pulse': { '50%': { opacity: 0.35 } },
        }}
      />
      <Typography variant="caption" sx={{ fontWeight: 600 }}>
        {text}
      </Typography>
    </Box>
  );
}
