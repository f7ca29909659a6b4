import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FieldGrid } from '../../../components/form/FieldGrid';

/** A titled card of the site form; children are Grid items. */
export default function SiteFormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = `site-section-${title.toLowerCase()}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <FieldGrid>{children}</FieldGrid>
    </Paper>
  );
}
