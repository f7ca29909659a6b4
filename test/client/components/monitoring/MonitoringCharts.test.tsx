import { act, screen, within } from '@testing-library/react';
import type { MonitoringHistory, OccupancyHistory } from '../../../../rules/alerts';
import { baseApi } from '../../../../src/core/api/baseApi';
import { tagsForChange } from '../../../../src/core/realtime/liveUpdates';
import MonitoringCharts from '../../../../src/components/monitoring/MonitoringCharts';
import CustomerOccupancyChart from '../../../../src/components/monitoring/OccupancyChart';
import { installFakeApi } from '../../../support/fakeApi';
import { renderScreens } from '../../../support/renderScreens';

/** December 2025 to November 2026, each counted on its last day. */
const months = Array.from({ length: 12 }, (_, index) => {
  const first = new Date(Date.UTC(2025, 11 + index, 1));
  const lastDay = new Date(Date.UTC(2025, 12 + index, 0));
  return { month: first.toISOString().slice(0, 7), day: lastDay.toISOString().slice(0, 10) };
});

const occupancy: OccupancyHistory = {
  months,
  sites: [
    { id: 3, name: 'Grünerløkka Lofts', rooms: 48, occupied: [30, 30, 32, 35, 35, 36, 38, 40, 40, 41, 42, 41] },
    { id: 4, name: 'Moholt', rooms: 20, occupied: [20, 20, 20, 19, 18, 18, 17, 16, 16, 15, 15, 15] },
    { id: 5, name: 'Empty Plot', rooms: 0, occupied: Array(12).fill(0) },
  ],
};

/** The table's name of a month, as the browser's language writes it. */
const monthName = (month: string) =>
  new Date(`${month}-01T00:00Z`).toLocaleDateString([], { month: 'long', year: 'numeric', timeZone: 'UTC' });

function renderChart(Chart: () => React.JSX.Element) {
  const { store } = renderScreens([{ path: '/dashboard', Component: Chart }], '/dashboard');
  return { store };
}

describe("the dashboard's occupancy chart", () => {
  it('draws a line per site with rooms, names the sites in a legend and says the latest counts in its label', async () => {
    let read = occupancy;
    const api = installFakeApi({ 'GET /api/crm/occupancy-history/': () => [200, read] });
    const { store } = renderChart(() => <CustomerOccupancyChart customerId={1} />);

    const figure = await screen.findByRole('figure', { name: 'Occupancy over the last 12 months' });
    expect(within(figure).getByRole('img')).toHaveAccessibleName(
      'Occupied rooms per month over the last 12 months for 2 sites; Grünerløkka Lofts 41 of 48, Moholt 15 of 20 now.',
    );
    expect(figure.querySelectorAll('polyline')).toHaveLength(2);
    const legend = within(figure).getByRole('list', { name: 'Sites' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Grünerløkka Lofts', 'Moholt']);
    expect(api.requests('GET /api/crm/occupancy-history/')[0].headers.get('X-Customer-ID')).toBe('1');

    const rows = within(within(figure).getByRole('table')).getAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .queryAllByRole('columnheader')
          .map((cell) => cell.textContent),
      )[0],
    ).toEqual(['Month', 'Grünerløkka Lofts', 'Moholt']);
    const cells = rows.slice(1).map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(cells).toHaveLength(12);
    expect(cells[0]).toEqual([monthName('2025-12'), '30 of 48 (63%)', '20 of 20 (100%)']);
    expect(cells[11]).toEqual([monthName('2026-11'), '41 of 48 (85%)', '15 of 20 (75%)']);

    // An occupancy saved here or by another user makes the customer's counts stale, and the chart with them.
    read = { months, sites: [{ ...occupancy.sites[1], occupied: [...occupancy.sites[1].occupied.slice(0, 11), 16] }] };
    act(() => {
      store.dispatch(baseApi.util.invalidateTags(tagsForChange({ entity: 'room_occupancy', id: 9, action: 'update' })));
    });
    expect(
      await screen.findByRole('img', {
        name: 'Occupied rooms per month over the last 12 months for 1 site; Moholt 16 of 20 now.',
      }),
    ).toBeInTheDocument();
  });

  it('says in the drawing that there is nothing to count', async () => {
    installFakeApi({
      'GET /api/crm/occupancy-history/': () => [200, { months, sites: [{ ...occupancy.sites[2] }] }],
    });
    renderChart(() => <CustomerOccupancyChart customerId={1} />);
    const figure = await screen.findByRole('figure', { name: 'Occupancy over the last 12 months' });
    const drawing = within(figure).getByRole('img', { name: 'No rooms to count at any site.' });
    expect(drawing).toHaveTextContent('No rooms to count');
    expect(within(figure).getByRole('list', { name: 'Sites' })).toBeEmptyDOMElement();
  });

  it('says so when the counts cannot be read (an older server answers 404)', async () => {
    installFakeApi({ 'GET /api/crm/occupancy-history/': () => [404, { detail: 'Not found.' }] });
    renderChart(() => <CustomerOccupancyChart customerId={1} />);
    expect(await screen.findByText('The occupancy could not be loaded.')).toBeInTheDocument();
  });
});

describe("the site's open alerts chart", () => {
  const history = (openAlerts: MonitoringHistory['open_alerts']): MonitoringHistory => ({
    from: '2026-11-30T12:00:00.000Z',
    to: '2026-12-01T12:00:00.000Z',
    routers: [],
    port_hours: [],
    ports_now: { up: 3, down: 0 },
    open_alerts: openAlerts,
  });

  it('says in its drawing that no alert is open', async () => {
    installFakeApi({ 'GET /api/crm/sites/:id/monitoring-history/': () => [200, history([])] });
    renderChart(() => <MonitoringCharts siteId={7} />);
    const figure = await screen.findByRole('figure', { name: 'Open alerts by kind' });
    const drawing = within(figure).getByRole('img', { name: 'No open alerts at this site.' });
    expect(drawing).toHaveTextContent('No open alerts');
  });

  it('draws a bar per kind, without the empty text, when alerts are open', async () => {
    installFakeApi({
      'GET /api/crm/sites/:id/monitoring-history/': () => [200, history([{ kind: 'port_down', count: 2 }])],
    });
    renderChart(() => <MonitoringCharts siteId={7} />);
    const figure = await screen.findByRole('figure', { name: 'Open alerts by kind' });
    const drawing = within(figure).getByRole('img', { name: 'Open alerts by kind: Port down 2.' });
    expect(drawing).not.toHaveTextContent('No open alerts');
    expect(drawing.querySelectorAll('rect')).toHaveLength(1);
  });
});
