import { useId } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { handleFormError } from '../../core/api/errors';
import type { Occupancy } from '../../core/occupancy/occupancyTypes';
import { toastQueued } from '../../core/notifications/notificationsSlice';
import { useAppDispatch } from '../../core/state/hooks';
import { FormikReferenceField } from '../entity/FormikReferenceField';
import FormikTextField from '../form/FormikTextField';
import { occupancySchema, occupancyValuesOf, type OccupancyFormValues } from './occupancyValues';
import { roomLabel, type OccupancySide } from './occupancySides';
import { sourceOf } from '../../core/entity/entityRegistry';
import { SaveButtons } from '../form/SaveButtons';

interface OccupancyDialogProps {
  /** which page the panel is on: its own side is fixed, the other one is picked */
  side: OccupancySide;
  /** the period being edited, or null to add one */
  editing: Occupancy | null;
  /** the fixed side's id (the room's on the room page, the tenant's on the tenant page) */
  fixed: Partial<OccupancyFormValues>;
  /** candidates of the picked side, e.g. { site_id: 3 } */
  pickParams?: Record<string, number>;
  onSave: (values: OccupancyFormValues) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Adds or edits an occupancy period: the tenant (room page) or room (tenant page) picked by server
 * search, start and end date. The server's refusals, such as an overlap with another tenant's period,
 * show on their field through the shared form error handler (requirements §8).
 */
export function OccupancyDialog({ side, editing, fixed, pickParams, onSave, onClose }: OccupancyDialogProps) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const title = editing ? 'Edit occupancy' : 'Add occupancy';

  const submit = async (values: OccupancyFormValues, helpers: FormikHelpers<OccupancyFormValues>) => {
    try {
      await onSave(values);
      dispatch(toastQueued({ title: editing ? 'Occupancy updated' : 'Occupancy added', variant: 'success' }));
      onClose();
    } catch (error) {
      handleFormError(error, helpers, dispatch);
    }
  };

  return (
    <Formik initialValues={occupancyValuesOf(editing, fixed)} validationSchema={occupancySchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Dialog open onClose={isSubmitting ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
          <Form noValidate aria-label={title}>
            <DialogTitle id={titleId}>{title}</DialogTitle>
            <DialogContent>
              <Stack spacing={1} sx={{ pt: 1 }}>
                {side === 'room' ? (
                  <FormikReferenceField
                    name="tenant_id"
                    label="Tenant"
                    source={sourceOf('tenant')}
                    params={pickParams}
                    required
                  />
                ) : (
                  <FormikReferenceField
                    name="room_id"
                    label="Room"
                    source={sourceOf('room')}
                    optionLabel={roomLabel}
                    params={pickParams}
                    // A period stays with its room (the server changes tenant and dates only).
                    disabled={editing !== null}
                    required
                  />
                )}
                <FormikTextField
                  name="start_date"
                  label="Start date"
                  type="date"
                  slotProps={{ inputLabel: { shrink: true } }}
                  helperText="Empty: since before records began"
                />
                <FormikTextField
                  name="end_date"
                  label="End date"
                  type="date"
                  slotProps={{ inputLabel: { shrink: true } }}
                  helperText="The move-out day; empty: until further notice"
                />
              </Stack>
            </DialogContent>
            <DialogActions>
              <SaveButtons onCancel={onClose} saving={isSubmitting} />
            </DialogActions>
          </Form>
        </Dialog>
      )}
    </Formik>
  );
}
