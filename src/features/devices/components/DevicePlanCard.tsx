import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorDetail } from '../deviceStateDisplay';
import { deviceTitle } from '../deviceDisplay';
import {
  useApplyDeviceMutation,
  useCancelApplyMutation,
  useGetApplyJobQuery,
  useGetDevicePlanQuery,
} from '../devicesApi';
import { isRunning } from '../deviceStateTypes';
import type { Device } from '../deviceTypes';
import { formatRelativeTime } from '../relativeTime';
import { ApplyConfirmDialog } from './ApplyConfirmDialog';
import { ApplyProgress } from './ApplyProgress';
import { DeviceStateChip } from './DeviceStateChip';
import { PlanDiff } from './PlanDiff';

const plannable = (device: Device) => device.enabled && !device.is_new_device && device.site_id !== null;

function LastApplied({ device }: { device: Device }) {
  if (!device.last_applied_at) return <>Never applied</>;
  const result = device.last_apply;
  const outcome =
    result?.status === 'failed'
      ? `failed: ${result.reason ?? 'unknown reason'}`
      : result?.status === 'cancelled'
        ? 'cancelled'
        : 'applied';
  return (
    <>
      Last {outcome} {formatRelativeTime(device.last_applied_at)} by {device.last_applied_by ?? 'a deleted user'}
    </>
  );
}

/**
 * The Plan card of a router: its state, what applying would change (read from the router), Apply
 * with a confirmation, the running apply's progress with Cancel, and who applied last and when.
 */
export function DevicePlanCard({ device }: { device: Device }) {
  const canPlan = plannable(device);
  const plan = useGetDevicePlanQuery(device.id, { skip: !canPlan });
  const { data: job } = useGetApplyJobQuery(device.id);
  const [apply, applying] = useApplyDeviceMutation();
  const [cancel, cancelling] = useCancelApplyMutation();
  const [confirming, setConfirming] = useState(false);
  const running = isRunning(job);
  const { refetch } = plan;

  // A finished apply changed the router: read the plan again.
  const wasRunning = useRef(running);
  useEffect(() => {
    if (wasRunning.current && !running && canPlan) void refetch();
    wasRunning.current = running;
  }, [running, canPlan, refetch]);

  const items = plan.data?.items.length ?? 0;
  const start = () => {
    setConfirming(false);
    void apply(device.id);
  };

  return (
    <Card component="section" aria-label="Plan">
      <CardHeader
        title="Plan"
        slotProps={{ title: { variant: 'h6' } }}
        subheader={<LastApplied device={device} />}
        action={
          <Stack direction="row" spacing={1}>
            <Button onClick={() => void refetch()} disabled={!canPlan || plan.isFetching || running}>
              Refresh plan
            </Button>
            <Button
              variant="contained"
              onClick={() => setConfirming(true)}
              disabled={!canPlan || running || applying.isLoading || !plan.data || plan.data.in_sync}
            >
              Apply
            </Button>
          </Stack>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <DeviceStateChip device={device} />
        {running && job ? (
          <ApplyProgress job={job} cancelling={cancelling.isLoading} onCancel={() => void cancel(device.id)} />
        ) : null}
        {applying.error ? (
          <Alert severity="error">{errorDetail(applying.error, 'The apply could not start.')}</Alert>
        ) : null}
        {!canPlan ? (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
            A plan needs an enabled, configured router with a site.
          </Typography>
        ) : plan.isFetching && !plan.data ? (
          <Skeleton variant="rounded" height={80} sx={{ mt: 2 }} />
        ) : plan.error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorDetail(plan.error, 'The plan could not be read from the router.')}
          </Alert>
        ) : plan.data ? (
          <Stack spacing={2} sx={{ mt: 2 }}>
            <Typography variant="body2">
              {plan.data.in_sync
                ? 'The router runs what Portico renders: nothing to apply.'
                : `${items} ${items === 1 ? 'item' : 'items'} to apply (${plan.data.command_count} commands), planned ${formatRelativeTime(plan.data.planned_at)}.`}
            </Typography>
            <PlanDiff plan={plan.data} />
          </Stack>
        ) : null}
      </CardContent>
      <ApplyConfirmDialog
        open={confirming}
        routerName={deviceTitle(device)}
        items={items}
        onConfirm={start}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
