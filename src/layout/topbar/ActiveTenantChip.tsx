import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import CloseIcon from '@mui/icons-material/Close';
import PersonPinOutlinedIcon from '@mui/icons-material/PersonPinOutlined';
import { paths } from '../../core/paths';
import { useAppDispatch, useAppSelector } from '../../core/state/hooks';
import { selectActiveTenant, tenantActivated } from '../../core/tenancy/tenancySlice';

/**
 * The active tenant (requirements §6), while there is one: its name links to its page, the button
 * beside it clears it. Every request carries its id as X-Tenant-ID meanwhile. The clear button is a
 * sibling, not the chip's delete icon, so no control sits inside the link.
 */
export const ActiveTenantChip = memo(function ActiveTenantChip() {
  const dispatch = useAppDispatch();
  const tenant = useAppSelector(selectActiveTenant);
  if (!tenant) return null;
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }} role="group" aria-label="Active tenant">
      <Tooltip title="Active tenant" describeChild>
        <Chip
          icon={<PersonPinOutlinedIcon />}
          label={tenant.name}
          component={RouterLink}
          to={paths.tenant(tenant.id)}
          clickable
          variant="outlined"
          color="primary"
          sx={{ maxWidth: { xs: 120, md: 240 } }}
        />
      </Tooltip>
      <Tooltip title="Clear active tenant">
        <IconButton size="small" aria-label="Clear active tenant" onClick={() => dispatch(tenantActivated(null))}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
});
