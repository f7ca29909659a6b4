import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { NoticePanel } from '../../../components/NoticePanel';
import { paths } from '../../../core/paths';

/** Shown when the device id is invalid, unknown or could not be loaded (requirements §2.6, §8). */
export function DeviceNotFound() {
  const navigate = useNavigate();
  return (
    <NoticePanel title="Device not found" text="The requested Mikrotik device could not be found.">
      <Button variant="contained" startIcon={<ArrowBackIcon />} onClick={() => navigate(paths.mikrotikDevices)}>
        Back to Devices
      </Button>
    </NoticePanel>
  );
}
