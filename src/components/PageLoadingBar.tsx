import Box from '@mui/material/Box';

/**
 * A thin bar across the top of the window while the next page loads (the current one stays on screen
 * until then). It fades in only after 200 ms, so a page that is ready at once shows no flash.
 */
export function PageLoadingBar() {
  return (
    <Box
      role="progressbar"
      aria-label="Loading page"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        overflow: 'hidden',
        opacity: 0,
        animation: 'portico-page-bar-in 0s linear 200ms forwards',
        '@keyframes portico-page-bar-in': { to: { opacity: 1 } },
        '&::before': {
          content: '""',
          position: 'absolute',
          inset: 0,
          width: '40%',
          bgcolor: 'primary.main',
          animation: 'portico-page-bar-run 1.2s ease-in-out infinite',
        },
        '@keyframes portico-page-bar-run': {
          from: { transform: 'translateX(-100%)' },
          to: { transform: 'translateX(250%)' },
        },
        // Still there, but not running, for users who ask for less motion.
        '@media (prefers-reduced-motion: reduce)': { '&::before': { animation: 'none', width: '100%', opacity: 0.5 } },
      }}
    />
  );
}
