import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One label and its value; `null` or `false` in a list leaves the line out. */
export interface DetailField {
  label: string;
  value: ReactNode;
}

/** A detail card's two columns (one on a phone), or a hover card's tighter ones. */
const layouts = {
  card: { gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, max-content) 1fr' }, columnGap: 2, rowGap: 1 },
  compact: { gridTemplateColumns: 'max-content 1fr', columnGap: 1.5, rowGap: 0.25, mt: 0.5 },
};

/**
 * Label/value pairs marked up as a description list: the one list of detail sections, the device
 * cards and the hover cards.
 * @example <DescriptionList fields={[{ label: 'Street', value: address.street }, hasNote && { label: 'Note', value: note }]} />
 */
export function DescriptionList({
  fields,
  layout = 'card',
}: {
  fields: (DetailField | null | false | undefined)[];
  layout?: keyof typeof layouts;
}) {
  return (
    <Box component="dl" sx={{ display: 'grid', m: 0, ...layouts[layout] }}>
      {fields.map((field) =>
        field ? (
          <Box key={field.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="textSecondary">
              {field.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {field.value}
            </Typography>
          </Box>
        ) : null,
      )}
    </Box>
  );
}
