import { SaveButtons } from '../../../components/form/SaveButtons';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useUpdateMoveSettingsMutation } from '../movesApi';
import { MOVE_APPLY_LABELS, type MoveApplyMode, type MoveSettings } from '../movesTypes';

/** The server's words for a refused save (a string detail or the field's message). */
function refusal(error: unknown): string | null {
  const detail = (error as { data?: { detail?: unknown } } | undefined)?.data?.detail;
  if (typeof detail === 'string') return detail;
  if (Array.isArray(detail)) return String((detail[0] as { msg?: string })?.msg ?? 'Invalid value');
  return error ? 'The settings could not be saved.' : null;
}

/** Automatic apply (Off / Plan only / Apply automatically) and the vacant VLAN of a site. */
export default function MoveSettingsCard({ siteId, settings }: { siteId: number; settings: MoveSettings }) {
  const [mode, setMode] = useState<MoveApplyMode>(settings.move_apply);
  const [vacant, setVacant] = useState(settings.vacant_vlan_id === null ? '' : String(settings.vacant_vlan_id));
  const [save, { isLoading, error }] = useUpdateMoveSettingsMutation();
  const vacantNumber = vacant.trim() === '' ? null : Number(vacant);
  const vacantInvalid =
    vacantNumber !== null && !(Number.isInteger(vacantNumber) && vacantNumber >= 1 && vacantNumber <= 4000);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Move settings
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <TextField
            select
            label="Automatic apply"
            value={mode}
            onChange={(event) => setMode(event.target.value as MoveApplyMode)}
            sx={{ minWidth: 220 }}
          >
            {(Object.keys(MOVE_APPLY_LABELS) as MoveApplyMode[]).map((value) => (
              <MenuItem key={value} value={value}>
                {MOVE_APPLY_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Vacant VLAN"
            value={vacant}
            onChange={(event) => setVacant(event.target.value)}
            error={vacantInvalid}
            helperText={vacantInvalid ? 'VLAN IDs are 1 to 4000' : 'Outlets of rooms without an occupant'}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <SaveButtons
            saving={isLoading}
            disabled={vacantInvalid}
            onSave={() => void save({ siteId, settings: { move_apply: mode, vacant_vlan_id: vacantNumber } })}
          />
        </Stack>
        {refusal(error) && (
          <Typography color="error" role="alert" sx={{ mt: 1 }}>
            {refusal(error)}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
