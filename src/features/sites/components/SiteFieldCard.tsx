import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';

export interface FieldRow {
  label: string;
  value: ReactNode;
}

// Italic sets it apart from values; text.disabled would be too faint to read (2.7:1 on white).
const NOT_SET = (
  <Typography component="span" color="textSecondary" sx={{ fontStyle: 'italic' }}>
    Not set
  </Typography>
);

/** A read-only card of label/value pairs; empty values read "Not set". */
export default function SiteFieldCard({ title, rows }: { title: string; rows: FieldRow[] }) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <dl
          style={{
            margin: 0,
            display: 'grid',
            gridTemplateColumns: 'minmax(120px, 40%) 1fr',
            rowGap: 8,
            columnGap: 16,
          }}
        >
          {rows.map(({ label, value }) => (
            <div key={label} style={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="textSecondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value === null || value === undefined || value === '' ? NOT_SET : value}
              </Typography>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
