import type { ElementType, ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface NoticePanelProps {
  title: string;
  text: ReactNode;
  /** the heading's level: h1 where the notice is the page, h2 below the page's own title */
  heading?: ElementType;
  /** the ways on (buttons), and anything else the notice says */
  children?: ReactNode;
}

/** A notice in place of a page's content: nothing found, nothing chosen yet, nothing to show. */
export function NoticePanel({ title, text, heading = 'h1', children }: NoticePanelProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 4, md: 6 }, textAlign: 'center' }}>
      <Typography variant="h5" component={heading} gutterBottom>
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {text}
      </Typography>
      {children}
    </Paper>
  );
}
