import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Doorbell } from '../../../src/features/doorbells/doorbellTypes';
import type { FakeHandler } from '../../support/fakeApi';
import { renderDoorbells } from './renderDoorbells';

jest.setTimeout(60_000);

const moholt = { id: 5, name: 'Moholt allé 3' };
const rooms = [
  { id: 21, name: 'H0101', address_id: 5 },
  { id: 22, name: 'H0102', address_id: 5 },
];
const tenants = [{ id: 31, name: 'Kari Nordmann' }];

const doorbell: Doorbell = {
  id: 41,
  site_id: 1,
  address_id: moholt.id,
  address: moholt,
  name: 'Main entrance',
  device_id: 'AA:BB',
  room_ids: [21],
  tenant_ids: [31],
  description: null,
  can_delete: true,
  delete_blockers: [],
  created_at: '2026-03-09T10:00:00Z',
  modified_at: '2026-03-10T12:00:00Z',
};

const page = (rows: object[]) => [200, { data: rows, total: rows.length }] as const;
const byId =
  (rows: { id: number }[]): FakeHandler =>
  (request) => {
    const row = rows.find((candidate) => candidate.id === Number(request.params.id));
    return row ? [200, row] : [404, { detail: 'Not found.' }];
  };

function doorbellApi(): Record<string, FakeHandler> {
  return {
    'GET /api/crm/addresses/': () => [...page([moholt])],
    'GET /api/crm/addresses/:id/': byId([moholt]),
    'GET /api/crm/rooms/': (request) => [
      ...page(rooms.filter((room) => String(room.address_id) === request.query.get('address_id'))),
    ],
    'GET /api/crm/rooms/:id/': byId(rooms),
    'GET /api/crm/tenants/': () => [...page(tenants)],
    'GET /api/crm/tenants/:id/': byId(tenants),
    'GET /api/crm/doorbells/41/': () => [200, doorbell],
    'POST /api/crm/doorbells/': (request) => [201, { ...doorbell, ...(request.body as object), id: 42 }],
    'PATCH /api/crm/doorbells/41/': (request) => [200, { ...doorbell, ...(request.body as object) }],
    'GET /api/crm/doorbells/42/': () => [200, { ...doorbell, id: 42, name: 'Side door' }],
    'GET /api/crm/changes/': () => [...page([])],
  };
}

describe('doorbell form (create and edit share it)', () => {
  it('creates a doorbell with an address, a room of that address and a tenant', async () => {
    const user = userEvent.setup();
    const view = renderDoorbells('/doorbell/create', doorbellApi());
    const rooms_ = screen.getByRole('combobox', { name: 'Rooms it rings' });
    expect(rooms_).toBeDisabled(); // rooms come from the chosen address
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Side door');
    await user.click(screen.getByRole('combobox', { name: /Address/ }));
    await user.click(await screen.findByRole('option', { name: 'Moholt allé 3' }));
    await waitFor(() => expect(rooms_).toBeEnabled());
    await user.click(rooms_);
    await user.click(await screen.findByRole('option', { name: 'H0102' }));
    await waitFor(() => expect(view.server.requests('GET /api/crm/rooms/')[0].query.get('address_id')).toBe('5'));
    await user.click(screen.getByRole('combobox', { name: 'Tenants it rings' }));
    await user.click(await screen.findByRole('option', { name: 'Kari Nordmann' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(view.server.requests('POST /api/crm/doorbells/')).toHaveLength(1));
    expect(view.server.requests('POST /api/crm/doorbells/')[0].body).toEqual({
      address_id: 5,
      name: 'Side door',
      device_id: null,
      room_ids: [22],
      tenant_ids: [31],
      description: null,
    });
    expect(await screen.findByText('Doorbell created')).toBeInTheDocument();
    await waitFor(() => expect(view.location().pathname).toBe('/doorbell/42'));
  });

  it('refuses to save without a name or an address', async () => {
    const user = userEvent.setup();
    const view = renderDoorbells('/doorbell/create', doorbellApi());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Address is required')).toBeInTheDocument();
    expect(view.server.requests('POST /api/crm/doorbells/')).toHaveLength(0);
  });

  it('edits a doorbell: its rooms and tenants show by name, and the server’s field error lands on its field', async () => {
    const user = userEvent.setup();
    const api = doorbellApi();
    api['PATCH /api/crm/doorbells/41/'] = () => [
      400,
      { detail: [{ loc: ['body', 'device_id'], msg: 'Another doorbell already uses this device id' }] },
    ];
    const view = renderDoorbells('/doorbell/41/edit', api);
    expect(await screen.findByRole('button', { name: 'H0101' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Kari Nordmann' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(await within(crumbs).findByRole('link', { name: 'Doorbells' })).toHaveAttribute('href', '/doorbells');
    expect(await within(crumbs).findByRole('link', { name: 'Main entrance' })).toHaveAttribute('href', '/doorbell/41');

    const deviceId = screen.getByRole('textbox', { name: /Device id/ });
    await user.clear(deviceId);
    await user.type(deviceId, 'CC:DD');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Another doorbell already uses this device id')).toBeInTheDocument();
    expect(view.server.requests('PATCH /api/crm/doorbells/41/')[0].body).toMatchObject({
      device_id: 'CC:DD',
      room_ids: [21],
      tenant_ids: [31],
    });
    expect(view.location().pathname).toBe('/doorbell/41/edit');
  });

  it('shows the doorbell with links to what it rings and the crumb "Doorbells / name"', async () => {
    renderDoorbells('/doorbell/41', doorbellApi());
    expect(await screen.findByRole('heading', { name: 'Main entrance' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Doorbell' });
    expect(await within(details).findByRole('link', { name: 'H0101' })).toHaveAttribute('href', '/room/21');
    expect(await within(details).findByRole('link', { name: 'Kari Nordmann' })).toHaveAttribute('href', '/tenant/31');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(await within(crumbs).findByRole('link', { name: 'Doorbells' })).toHaveAttribute('href', '/doorbells');
    expect(await within(crumbs).findByText('Main entrance')).toBeInTheDocument();
  });
});
