import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';

/** Full-screen centred card for the screens shown outside the app shell (login, gates, crash). */
export function GateLayout({ children, maxWidth = 440 }: { children: ReactNode; maxWidth?: number }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth, p: { xs: 3, sm: 4 }, borderRadius: 4 }}>
        {children}
      </Paper>
    </Box>
  );
}
