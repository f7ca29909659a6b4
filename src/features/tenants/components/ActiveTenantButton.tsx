import Button from '@mui/material/Button';
import PersonPinOutlinedIcon from '@mui/icons-material/PersonPinOutlined';
import { toastQueued } from '../../../core/notifications/notificationsSlice';
import { useAppDispatch, useAppSelector } from '../../../core/state/hooks';
import { selectActiveTenant, tenantActivated } from '../../../core/tenancy/tenancySlice';
import type { Tenant } from '../tenantTypes';

/**
 * Makes this tenant the active tenant (requirements §6: every request then carries X-Tenant-ID and the
 * top bar shows it), or clears it when it already is.
 */
export function ActiveTenantButton({ tenant }: { tenant: Tenant }) {
  const dispatch = useAppDispatch();
  const active = useAppSelector(selectActiveTenant)?.id === tenant.id;
  const toggle = () => {
    dispatch(tenantActivated(active ? null : { id: tenant.id, name: tenant.name }));
    dispatch(
      toastQueued(
        active
          ? { title: 'Active tenant cleared', variant: 'info' }
          : { title: 'Active tenant set', message: `Now working for ${tenant.name}`, variant: 'success' },
      ),
    );
  };
  return (
    <Button variant="outlined" startIcon={<PersonPinOutlinedIcon />} onClick={toggle}>
      {active ? 'Clear active tenant' : 'Make active tenant'}
    </Button>
  );
}
