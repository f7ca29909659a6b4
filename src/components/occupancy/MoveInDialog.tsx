import { useId, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import * as yup from 'yup';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { handleFormError } from '../../core/api/errors';
import { useGetSiteNetworkProposalQuery, useMoveInMutation } from '../../core/occupancy/occupancyApi';
import type { MoveInResult } from '../../core/occupancy/occupancyTypes';
import { toastQueued } from '../../core/notifications/notificationsSlice';
import { useAppDispatch } from '../../core/state/hooks';
import { sourceOf } from '../../core/entity/entityRegistry';
import { FormikReferenceField } from '../entity/FormikReferenceField';
import FormikTextField from '../form/FormikTextField';
import { SaveButtons } from '../form/SaveButtons';
import { WifiCardDialog } from '../wireless/WifiCardDialog';
import { END_BEFORE_START, today } from './occupancyValues';

interface MoveInValues {
  tenant_name: string;
  tenant_id: number | null;
  start_date: string;
  end_date: string;
  /** Empty: the proposed network (the next free VLAN and subnet), no speed limit. */
  vlan_id: string;
  subnet: string;
  gateway: string;
  speed_limit_id: number | null;
}

const ONE_TENANT = "Enter the new tenant's name or pick an existing tenant";

/** The server's checks, in the browser: one tenant (new or existing), a start, an end after it. */
const moveInSchema = yup.object({
  tenant_name: yup
    .string()
    .trim()
    .max(200, 'At most 200 characters')
    .test('one-tenant', ONE_TENANT, function oneTenant(name) {
      const picked = (this.parent as MoveInValues).tenant_id !== null;
      if (!picked && !name) return false;
      if (picked && name) return this.createError({ message: 'Either pick an existing tenant or name a new one' });
      return true;
    }),
  tenant_id: yup.number().nullable(),
  start_date: yup.string().required('Enter the move-in day'),
  end_date: yup.string().test('after-start', END_BEFORE_START, function afterStart(end) {
    const start = (this.parent as MoveInValues).start_date;
    return !end || !start || end > start;
  }),
  vlan_id: yup.string().matches(/^\d{1,4}$/, 'VLAN ID must be a whole number from 1 to 4094'),
  subnet: yup.string().trim().max(43, 'At most 43 characters'),
  gateway: yup.string().trim().max(39, 'At most 39 characters'),
  speed_limit_id: yup.number().nullable(),
});

/** The network part of the body: only what the user entered (the server proposes the rest). */
const networkOverrides = ({ vlan_id, subnet, gateway, speed_limit_id }: MoveInValues) => ({
  ...(vlan_id ? { vlan_id: Number(vlan_id) } : {}),
  ...(subnet.trim() ? { subnet: subnet.trim() } : {}),
  ...(gateway.trim() ? { gateway: gateway.trim() } : {}),
  ...(speed_limit_id !== null ? { speed_limit_id } : {}),
});

/**
 * The new network's fields, each empty for the proposal shown as its placeholder; an existing
 * tenant with a network on the site keeps it, and these are not used.
 */
function NetworkFields({ siteId }: { siteId: number }) {
  const { data } = useGetSiteNetworkProposalQuery(siteId);
  const shrunk = { inputLabel: { shrink: true } };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <FormikTextField
        name="vlan_id"
        label="VLAN ID"
        placeholder={data?.vlan_id != null ? String(data.vlan_id) : undefined}
        slotProps={{ ...shrunk, htmlInput: { inputMode: 'numeric' } }}
      />
      <FormikTextField name="subnet" label="Subnet" placeholder={data?.subnet ?? undefined} slotProps={shrunk} />
      <FormikTextField name="gateway" label="Gateway" placeholder={data?.gateway ?? undefined} slotProps={shrunk} />
    </Stack>
  );
}

function NetworkProposalLine({ siteId }: { siteId: number }) {
  const { data, isError } = useGetSiteNetworkProposalQuery(siteId);
  if (isError) return <Alert severity="warning">The next free network could not be read.</Alert>;
  if (!data) return <Typography variant="body2">Looking for the next free network…</Typography>;
  if (data.vlan_id === null || data.subnet === null)
    return (
      <Alert severity="warning">
        No free VLAN or subnet is left on this site; an existing tenant keeps its own network.
      </Alert>
    );
  return (
    <Typography variant="body2" aria-label="Network proposal">
      A new tenant gets network <strong>VLAN {data.vlan_id}</strong>, subnet <strong>{data.subnet}</strong>
      {data.gateway ? ` (gateway ${data.gateway})` : ''} unless entered below; an existing tenant keeps its own network.
    </Typography>
  );
}

export interface MoveInDialogProps {
  room: { id: number; name: string; site_id: number };
  onClose: () => void;
}

/**
 * Move-in in one place (issue 35): the tenant (new by name, or picked), the move-in day (and the
 * move-out day if known), the proposed network (or the VLAN, subnet and gateway entered) and the
 * speed limit; one submit creates tenant, network, occupancy
 * and Wi-Fi keys, then the tenant's Wi-Fi card opens, ready to print.
 */
export function MoveInDialog({ room, onClose }: MoveInDialogProps) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const [moveIn] = useMoveInMutation();
  const [done, setDone] = useState<MoveInResult | null>(null);
  /** which key's card is open; with several wireless networks the tenant picks one from a list first */
  const [shown, setShown] = useState<number | null>(null);

  const submit = async (values: MoveInValues, helpers: FormikHelpers<MoveInValues>) => {
    try {
      const result = await moveIn({
        roomId: room.id,
        body: {
          tenant_id: values.tenant_id,
          tenant_name: values.tenant_id === null ? values.tenant_name.trim() : null,
          start_date: values.start_date,
          end_date: values.end_date || null,
          ...networkOverrides(values),
        },
      }).unwrap();
      dispatch(
        toastQueued({
          title: 'Moved in',
          message: `${result.tenant.name} moves into ${room.name} on ${result.occupancy.start_date ?? ''}.`,
          variant: 'success',
        }),
      );
      if (result.keys.length === 0) onClose();
      else {
        setDone(result);
        setShown(result.keys.length === 1 ? 0 : null);
      }
    } catch (error) {
      handleFormError(error, helpers, dispatch);
    }
  };

  if (done && shown !== null) {
    const key = done.keys[shown];
    return (
      <WifiCardDialog
        card={{ ssid: key.ssid, key: key.key, hidden: key.hidden, tenantName: done.tenant.name }}
        onClose={done.keys.length > 1 ? () => setShown(null) : onClose}
      />
    );
  }
  if (done) {
    return (
      <Dialog open onClose={onClose} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Wi-Fi cards of {done.tenant.name}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {done.tenant.name} has an own key on each wireless network of the site.
          </Typography>
          <Stack spacing={1}>
            {done.keys.map((key, index) => (
              <Button key={key.wireless_id} variant="outlined" onClick={() => setShown(index)}>
                Wi-Fi card for {key.ssid}
              </Button>
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Done</Button>
        </DialogActions>
      </Dialog>
    );
  }

  const initial: MoveInValues = {
    tenant_name: '',
    tenant_id: null,
    start_date: today(),
    end_date: '',
    vlan_id: '',
    subnet: '',
    gateway: '',
    speed_limit_id: null,
  };
  return (
    <Formik initialValues={initial} validationSchema={moveInSchema} onSubmit={submit}>
      {({ isSubmitting, values }) => (
        <Dialog open onClose={isSubmitting ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
          <Form noValidate aria-label="Move in">
            <DialogTitle id={titleId}>Move in to {room.name}</DialogTitle>
            <DialogContent>
              <Stack spacing={1.5} sx={{ pt: 1 }}>
                <FormikTextField
                  name="tenant_name"
                  label="New tenant's name"
                  disabled={values.tenant_id !== null}
                  autoFocus
                />
                <FormikReferenceField
                  name="tenant_id"
                  label="Or an existing tenant"
                  source={sourceOf('tenant')}
                  params={{ site_id: room.site_id }}
                />
                <FormikTextField
                  name="start_date"
                  label="Move-in date"
                  type="date"
                  required
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <FormikTextField
                  name="end_date"
                  label="Move-out date"
                  type="date"
                  slotProps={{ inputLabel: { shrink: true } }}
                  helperText="If known; empty: until further notice"
                />
                <NetworkProposalLine siteId={room.site_id} />
                <NetworkFields siteId={room.site_id} />
                <FormikReferenceField name="speed_limit_id" label="Speed limit" source={sourceOf('speed_limit')} />
              </Stack>
            </DialogContent>
            <DialogActions>
              <SaveButtons onCancel={onClose} saving={isSubmitting} saveLabel="Move in" savingLabel="Moving in..." />
            </DialogActions>
          </Form>
        </Dialog>
      )}
    </Formik>
  );
}

export default MoveInDialog;
