import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { paths } from '../../../core/paths';

/** Shown when the device id is invalid, unknown or could not be loaded (requirements §2.6, §8). */
export function DeviceNotFound() {
  const navigate = useNavigate();
  return (
    <Paper variant="outlined" sx={{ p: 6, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Device not found
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        The requested Mikrotik device could not be found.
      </Typography>
      <Button variant="contained" startIcon={<ArrowBackIcon />} onClick={() => navigate(paths.mikrotikDevices)}>
        Back to Devices
      </Button>
    </Paper>
  );
}
