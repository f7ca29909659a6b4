import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DescriptionList, type DetailField } from '../DescriptionList';

export type { DetailField };

const EMPTY = '—';

/**
 * A titled card of label/value pairs (a description list), the body of every detail page.
 * @example <DetailSection title="Address" fields={[{ label: 'Street', value: address.street }]} />
 */
export function DetailSection({
  title,
  fields,
  actions,
}: {
  title: string;
  fields: DetailField[];
  actions?: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} component="section" aria-label={title}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {actions}
      </Box>
      <DescriptionList
        fields={fields.map(({ label, value }) => ({
          label,
          value: value === null || value === undefined || value === '' ? EMPTY : value,
        }))}
      />
    </Paper>
  );
}
