import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';

/** Requirements §2.5: what a non-superuser sees on a superuser-only page (inside the app shell). */
export function SuperuserDenied() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ maxWidth: 520, width: '100%', p: 4, borderRadius: 4 }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <LockOutlinedIcon color="error" sx={{ fontSize: 48 }} />
          <Typography variant="h5" component="h1">
            Access Denied
          </Typography>
          <Typography color="textSecondary">This page requires superadmin privileges.</Typography>
          <Alert severity="warning" sx={{ textAlign: 'left', width: '100%' }}>
            <AlertTitle>Superadmin access required</AlertTitle>
            Please contact your administrator if you believe you should have access to this page.
          </Alert>
        </Stack>
      </Paper>
    </Box>
  );
}
