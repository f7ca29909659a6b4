import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';

/**
 * The grid of a form's fields; children are Grid items. Rows keep a gap: an outlined field's label
 * rises above its box, into the helper text of the field above when rows touch.
 */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Grid container columnSpacing={2} rowSpacing={1.5}>
      {children}
    </Grid>
  );
}
