/**
 * The active customer's sites' occupancy over the last 12 months (issue 36): a line per site of
 * the share of its rooms occupied, a month counted on its last day and the current one today (the
 * server's GET /crm/occupancy-history/), a legend naming the sites, and a table (month × site).
 * A share, not a count, so a site of 200 rooms and one of 20 compare. In the lazy charts chunk
 * beside MonitoringCharts, drawn with the same parts.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { OccupancyHistory } from '../../../rules/alerts';
import { useGetOccupancyHistoryQuery } from '../../core/monitoring/monitoringHistoryApi';
import { ChartFigure, HEIGHT, NoData, PAD, Table, WIDTH } from './chartParts';

/** "2026-03" as "Mar" on the axis, "March 2026" in the table (the month itself, in no time zone). */
const monthText = (month: string, long?: boolean) =>
  new Date(`${month}-01T00:00Z`).toLocaleDateString([], {
    month: long ? 'long' : 'short',
    year: long ? 'numeric' : undefined,
    timeZone: 'UTC',
  });

/** A hue per site, the golden angle from its neighbour's: twenty sites still tell apart. */
const colourOf = (index: number, dark: boolean) => `hsl(${Math.round(index * 137.5) % 360} 65% ${dark ? 65 : 40}%)`;

export function OccupancyChart({ history }: { history: OccupancyHistory }) {
  const theme = useTheme();
  const { months } = history;
  // A site without rooms has no share to draw.
  const sites = history.sites.filter((site) => site.rooms > 0);
  const last = months.length - 1;
  const xOf = (index: number) => PAD.left + (index / Math.max(1, last)) * (WIDTH - PAD.left - PAD.right);
  const yOf = (share: number) => HEIGHT - PAD.bottom - share * (HEIGHT - PAD.top - PAD.bottom);
  const colour = (index: number) => colourOf(index, theme.palette.mode === 'dark');
  const label =
    sites.length === 0
      ? 'No rooms to count at any site.'
      : `Occupied rooms per month over the last ${months.length} months for ${sites.length} site${sites.length === 1 ? '' : 's'}; ` +
        `${sites.map((site) => `${site.name} ${site.occupied[last]} of ${site.rooms}`).join(', ')} now.`;
  const bottom = HEIGHT - PAD.bottom;
  return (
    <ChartFigure
      title={`Occupancy over the last ${months.length} months`}
      label={label}
      legend={
        <Box
          component="ul"
          aria-label="Sites"
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, listStyle: 'none', p: 0, m: 0, typography: 'body2' }}
        >
          {sites.map((site, index) => (
            <li key={site.id}>
              <span
                style={{
                  display: 'inline-block',
                  width: 12,
                  height: 3,
                  marginRight: 4,
                  verticalAlign: 'middle',
                  background: colour(index),
                }}
              />
              {site.name}
            </li>
          ))}
        </Box>
      }
      table={
        <Table
          caption={label}
          head={['Month', ...sites.map((site) => site.name)]}
          rows={months.map((month, index) => [
            monthText(month.month, true),
            ...sites.map(
              (site) =>
                `${site.occupied[index]} of ${site.rooms} (${Math.round((100 * site.occupied[index]) / site.rooms)}%)`,
            ),
          ])}
        />
      }
    >
      {sites.length === 0 ? (
        <NoData text="No rooms to count" />
      ) : (
        sites.map((site, index) => (
          <polyline
            key={site.id}
            points={site.occupied
              .map((count, month) => `${xOf(month)},${yOf(count / site.rooms).toFixed(1)}`)
              .join(' ')}
            fill="none"
            stroke={colour(index)}
            strokeWidth={2}
          />
        ))
      )}
      <g fill={theme.palette.text.secondary} fontSize={10} aria-hidden="true">
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={bottom} y2={bottom} stroke={theme.palette.divider} />
        <text x={PAD.left - 4} y={PAD.top + 8} textAnchor="end">
          100%
        </text>
        <text x={PAD.left - 4} y={bottom} textAnchor="end">
          0%
        </text>
        {months.map((month, index) => (
          <text
            key={month.month}
            x={xOf(index)}
            y={HEIGHT - 4}
            textAnchor={index === 0 ? 'start' : index === last ? 'end' : 'middle'}
          >
            {monthText(month.month)}
          </text>
        ))}
      </g>
    </ChartFigure>
  );
}

/** The chart of the active customer, on the dashboard. */
export default function CustomerOccupancyChart({ customerId }: { customerId: number }) {
  const { data, isError } = useGetOccupancyHistoryQuery(customerId);
  if (isError) return <Typography color="text.secondary">The occupancy could not be loaded.</Typography>;
  if (!data) return null;
  return <OccupancyChart history={data} />;
}
