/**
 * What the dashboard's charts share (MonitoringCharts, OccupancyChart; all in the lazy charts
 * chunk): the drawing's size, the figure (caption, an image with a one-sentence label, an optional
 * legend, "Show as table": a native <details>, so keyboard and screen reader work without code),
 * the table, and the text an empty chart shows in its drawing.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

export const WIDTH = 600;
export const HEIGHT = 140;
export const PAD = { left: 40, right: 8, top: 8, bottom: 20 };

export function ChartFigure({
  title,
  label,
  table,
  legend,
  children,
}: {
  title: string;
  label: string;
  table: ReactNode;
  /** Shown under the drawing, as text (what the colours are). */
  legend?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="figure" sx={{ m: 0 }} aria-label={title}>
      <Typography component="figcaption" variant="subtitle2">
        {title}
      </Typography>
      <Box
        component="svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={label}
        tabIndex={0}
        sx={{ width: '100%', maxWidth: WIDTH, height: 'auto', display: 'block', '&:focus-visible': { outline: 2 } }}
      >
        {children}
      </Box>
      {legend}
      <Box component="details" sx={{ mt: 0.5, overflowX: 'auto' }}>
        <Box component="summary" sx={{ cursor: 'pointer', typography: 'body2' }}>
          Show as table
        </Box>
        {table}
      </Box>
    </Box>
  );
}

export function Table({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <Box
      component="table"
      sx={{ typography: 'body2', borderCollapse: 'collapse', '& td, & th': { pr: 2, textAlign: 'left' } }}
    >
      <caption style={{ textAlign: 'left' }}>{caption}</caption>
      <thead>
        <tr>
          {/* By position: two sites may share a name. */}
          {head.map((cell, column) => (
            <th key={column} scope="col">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            {row.map((cell, column) => (
              <td key={column}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

/** What an empty chart says in its drawing, where its marks would be (its label says it too). */
export function NoData({ text }: { text: string }) {
  const theme = useTheme();
  return (
    <text x={WIDTH / 2} y={HEIGHT / 2} textAnchor="middle" fontSize={13} fill={theme.palette.text.secondary}>
      {text}
    </text>
  );
}
