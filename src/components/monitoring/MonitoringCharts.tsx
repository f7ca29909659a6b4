/**
 * The active site's last 24 hours as charts (issue 36): each router's response time and when it did
 * not answer, ports that went down and came up per hour with how many are up and down now, and the
 * open alerts by kind. Each chart is an image with a one-sentence label and a table beside it
 * ("Show as table", a native <details>: keyboard and screen reader work without code); the parts
 * they share with the dashboard's occupancy chart are in chartParts.tsx.
 *
 * Plain SVG, no chart library: three simple shapes (a line with gaps, bars, horizontal bars) cost
 * about 3 KiB gzipped here, against ~45 KiB for recharts or ~60 KiB for @mui/x-charts, and the
 * dashboard loads this file lazily (React.lazy in DashboardPage) so no list route pays for it.
 */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { ALERT_KIND_LABELS, type AlertKind, type MonitoringHistory } from '../../../rules/alerts';
import { useGetMonitoringHistoryQuery } from '../../core/monitoring/monitoringHistoryApi';
import { ChartFigure, HEIGHT, NoData, PAD, Table, WIDTH } from './chartParts';

const hourText = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
const whenText = (iso: string) => new Date(iso).toLocaleString();

/** x of a time within the period. */
const xOf = (history: MonitoringHistory, iso: string) => {
  const from = Date.parse(history.from);
  const span = Date.parse(history.to) - from;
  const share = Math.min(1, Math.max(0, (Date.parse(iso) - from) / span));
  return PAD.left + share * (WIDTH - PAD.left - PAD.right);
};

function Axis({ history, max, unit }: { history: MonitoringHistory; max: number; unit: string }) {
  const theme = useTheme();
  const bottom = HEIGHT - PAD.bottom;
  return (
    <g fill={theme.palette.text.secondary} fontSize={10} aria-hidden="true">
      <line x1={PAD.left} x2={WIDTH - PAD.right} y1={bottom} y2={bottom} stroke={theme.palette.divider} />
      <text x={PAD.left - 4} y={PAD.top + 8} textAnchor="end">{`${max}${unit}`}</text>
      <text x={PAD.left - 4} y={bottom} textAnchor="end">{`0${unit}`}</text>
      <text x={PAD.left} y={HEIGHT - 4}>
        {hourText(history.from)}
      </text>
      <text x={WIDTH - PAD.right} y={HEIGHT - 4} textAnchor="end">
        {hourText(history.to)}
      </text>
    </g>
  );
}

function RouterChart({
  history,
  router,
}: {
  history: MonitoringHistory;
  router: MonitoringHistory['routers'][number];
}) {
  const theme = useTheme();
  const points = router.points;
  const max = Math.max(10, ...points.map((point) => point.response_ms ?? 0));
  const yOf = (ms: number) => HEIGHT - PAD.bottom - (ms / max) * (HEIGHT - PAD.top - PAD.bottom);
  // A down period runs from a row that did not answer to the next row that did, or to now (the
  // period itself ends at the top of the coming hour).
  const now = new Date(Math.min(Date.parse(history.to), Date.now())).toISOString();
  const down = points.flatMap((point, index) =>
    point.reachable ? [] : [{ from: point.at, to: points.slice(index + 1).find((next) => next.reachable)?.at ?? now }],
  );
  const line = points
    .filter((point) => point.reachable && point.response_ms !== null)
    .map((point) => `${xOf(history, point.at).toFixed(1)},${yOf(point.response_ms!).toFixed(1)}`)
    .join(' ');
  const downMinutes = Math.round(
    down.reduce(
      (sum, span) => sum + Date.parse(span.to) - Math.max(Date.parse(span.from), Date.parse(history.from)),
      0,
    ) / 60_000,
  );
  const answered = points.filter((point) => point.response_ms !== null).map((point) => point.response_ms!);
  const label =
    `Router ${router.identity}, last 24 hours: ` +
    (downMinutes > 0
      ? `did not answer for ${downMinutes} minutes in ${down.length} period(s)`
      : 'answered throughout') +
    (answered.length > 0 ? `; response time ${Math.min(...answered)} to ${Math.max(...answered)} ms.` : '.');
  return (
    <ChartFigure
      title={`${router.identity}: reachability and response time`}
      label={label}
      table={
        <Table
          caption={label}
          head={['Time', 'Answered', 'Response time']}
          rows={points.map((point) => [
            whenText(point.at),
            point.reachable ? 'Yes' : 'No',
            point.response_ms === null ? '—' : `${point.response_ms} ms`,
          ])}
        />
      }
    >
      {down.map((span) => (
        <rect
          key={span.from}
          x={xOf(history, span.from)}
          width={Math.max(1, xOf(history, span.to) - xOf(history, span.from))}
          y={PAD.top}
          height={HEIGHT - PAD.top - PAD.bottom}
          fill={theme.palette.error.main}
          opacity={0.25}
        />
      ))}
      <polyline points={line} fill="none" stroke={theme.palette.primary.main} strokeWidth={1.5} />
      <Axis history={history} max={max} unit=" ms" />
    </ChartFigure>
  );
}

function PortChart({ history }: { history: MonitoringHistory }) {
  const theme = useTheme();
  const hours = history.port_hours;
  const max = Math.max(1, ...hours.map((hour) => Math.max(hour.down, hour.up)));
  const slot = (WIDTH - PAD.left - PAD.right) / Math.max(1, hours.length);
  const scale = (count: number) => (count / max) * (HEIGHT - PAD.top - PAD.bottom);
  const went = hours.reduce((sum, hour) => sum + hour.down, 0);
  const came = hours.reduce((sum, hour) => sum + hour.up, 0);
  const label = `Ports now: ${history.ports_now.up} up, ${history.ports_now.down} down. Last 24 hours: ${went} went down, ${came} came up.`;
  return (
    <ChartFigure
      title="Ports: up and down"
      label={label}
      table={
        <Table
          caption={label}
          head={['Hour', 'Went down', 'Came up']}
          rows={hours.map((hour) => [hourText(hour.hour), hour.down, hour.up])}
        />
      }
    >
      {hours.map((hour, index) => {
        const x = PAD.left + index * slot;
        const bottom = HEIGHT - PAD.bottom;
        return (
          <g key={hour.hour}>
            <rect
              x={x + 1}
              width={slot / 2 - 1}
              y={bottom - scale(hour.down)}
              height={scale(hour.down)}
              fill={theme.palette.error.main}
            />
            <rect
              x={x + slot / 2}
              width={slot / 2 - 1}
              y={bottom - scale(hour.up)}
              height={scale(hour.up)}
              fill={theme.palette.success.main}
            />
          </g>
        );
      })}
      <Axis history={history} max={max} unit="" />
    </ChartFigure>
  );
}

function AlertKindChart({ history }: { history: MonitoringHistory }) {
  const theme = useTheme();
  const rows = history.open_alerts;
  const max = Math.max(1, ...rows.map((row) => row.count));
  const kindText = (kind: string) => ALERT_KIND_LABELS[kind as AlertKind] ?? kind;
  const label =
    rows.length === 0
      ? 'No open alerts at this site.'
      : `Open alerts by kind: ${rows.map((row) => `${kindText(row.kind)} ${row.count}`).join(', ')}.`;
  const barHeight = 18;
  return (
    <ChartFigure
      title="Open alerts by kind"
      label={label}
      table={
        <Table caption={label} head={['Kind', 'Open']} rows={rows.map((row) => [kindText(row.kind), row.count])} />
      }
    >
      {rows.length === 0 ? <NoData text="No open alerts" /> : null}
      {rows.map((row, index) => (
        <g key={row.kind} fontSize={11} fill={theme.palette.text.primary}>
          <text x={0} y={PAD.top + index * (barHeight + 6) + 13}>
            {kindText(row.kind)}
          </text>
          <rect
            x={160}
            y={PAD.top + index * (barHeight + 6)}
            width={((WIDTH - 200) * row.count) / max}
            height={barHeight}
            fill={theme.palette.warning.main}
          />
          <text x={165 + ((WIDTH - 200) * row.count) / max} y={PAD.top + index * (barHeight + 6) + 13}>
            {row.count}
          </text>
        </g>
      ))}
    </ChartFigure>
  );
}

/** The charts of one site (the dashboard's active site). */
export default function MonitoringCharts({ siteId }: { siteId: number }) {
  const { data, isError } = useGetMonitoringHistoryQuery({ siteId });
  if (isError) return <Typography color="text.secondary">The history could not be loaded.</Typography>;
  if (!data) return null;
  return (
    <Stack spacing={3}>
      <AlertKindChart history={data} />
      <PortChart history={data} />
      {data.routers.length === 0 ? (
        <Typography color="text.secondary">No router of this site has been probed in the last 24 hours.</Typography>
      ) : (
        data.routers.map((router) => <RouterChart key={router.device_id} history={data} router={router} />)
      )}
    </Stack>
  );
}

/**
 * One router's chart, on its device page. Devices span customers, so the request names the router's
 * own customer rather than the active one.
 */
export function DeviceReachabilityChart({
  deviceId,
  siteId,
  customerId,
}: {
  deviceId: number;
  siteId: number;
  customerId: number | null;
}) {
  const { data, isError } = useGetMonitoringHistoryQuery({ siteId, customerId });
  if (isError) return <Typography color="text.secondary">The history could not be loaded.</Typography>;
  if (!data) return null;
  const router = data.routers.find((series) => series.device_id === deviceId);
  if (!router)
    return <Typography color="text.secondary">This router has not been probed in the last 24 hours.</Typography>;
  return <RouterChart history={data} router={router} />;
}
