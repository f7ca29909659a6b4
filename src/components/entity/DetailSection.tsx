import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** One line of a detail section; empty values read as an em dash. */
export interface DetailField {
  label: string;
  value: ReactNode;
}

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
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, max-content) 1fr' }, gap: 1, m: 0 }}
      >
        {fields.map(({ label, value }) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="textSecondary" variant="body2">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value === null || value === undefined || value === '' ? EMPTY : value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
