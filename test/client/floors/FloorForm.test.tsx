import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addresses, makeFloor } from '../property/propertyFixtures';
import { renderProperty } from '../property/renderProperty';

jest.setTimeout(40_000);

const addressField = () => screen.getByRole('combobox', { name: /Address/ });

describe('floor create and edit', () => {
  it('pre-fills the address from ?address_id= and creates the floor', async () => {
    const user = userEvent.setup();
    const view = renderProperty('/floor/create?address_id=5', { addresses });
    await waitFor(() => expect(addressField()).toHaveValue('Moholt allé 3'));
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'U2');
    await user.clear(screen.getByRole('spinbutton', { name: 'Level' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Level' }), '-2');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(view.server.callsTo('POST', '/api/crm/floors/')).toHaveLength(1));
    expect(view.server.callsTo('POST', '/api/crm/floors/')[0].body).toEqual({ address_id: 5, name: 'U2', level: -2 });
    expect(await screen.findByText('Floor created')).toBeInTheDocument();
    await waitFor(() => expect(view.location().pathname).toMatch(/^\/floor\/\d+$/));
  });

  it('picks the address by searching the server as the user types', async () => {
    const user = userEvent.setup();
    const view = renderProperty('/floor/create', { addresses });
    await user.type(addressField(), 'Elge');
    await waitFor(() => expect(view.server.lastQuery('/api/crm/addresses/')).toMatchObject({ search: 'Elge' }));
    await user.click(await screen.findByRole('option', { name: 'Elgeseter gate 10' }));
    expect(addressField()).toHaveValue('Elgeseter gate 10');
  });

  it('shows Searching..., not the previous rows, until the typed text has its answer', async () => {
    const user = userEvent.setup();
    const view = renderProperty('/floor/create', { addresses });
    await user.click(addressField());
    expect(await screen.findByRole('option', { name: 'Moholt allé 3' })).toBeInTheDocument();

    const release = view.server.hold('GET /api/crm/addresses/');
    await user.type(addressField(), 'Elge');
    // The first rows answered an empty text: a quick click must not be able to pick one of them.
    expect(screen.queryByRole('option', { name: 'Moholt allé 3' })).not.toBeInTheDocument();
    expect(screen.getByText('Searching...')).toBeInTheDocument();
    await waitFor(() => expect(view.server.lastQuery('/api/crm/addresses/')).toMatchObject({ search: 'Elge' }));
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    release();
    await user.click(await screen.findByRole('option', { name: 'Elgeseter gate 10' }));
    expect(addressField()).toHaveValue('Elgeseter gate 10');
  });

  it('shows the server’s field error on its field (requirements §8)', async () => {
    const user = userEvent.setup();
    const view = renderProperty('/floor/11/edit', { addresses, floors: [makeFloor()] });
    view.server.reply('PATCH /api/crm/floors/11/', 400, {
      detail: [{ loc: ['body', 'address_id'], msg: 'A floor can only move to an address of the same site' }],
    });
    await waitFor(() => expect(addressField()).toHaveValue('Moholt allé 3'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('A floor can only move to an address of the same site')).toBeInTheDocument();
    expect(addressField()).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(view.location().pathname).toBe('/floor/11/edit');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(await within(crumbs).findByRole('link', { name: 'Ground floor' })).toHaveAttribute('href', '/floor/11');
  });

  it('refuses an empty name before asking the server', async () => {
    const user = userEvent.setup();
    const view = renderProperty('/floor/create?address_id=5', { addresses });
    await waitFor(() => expect(addressField()).toHaveValue('Moholt allé 3'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(view.server.callsTo('POST', '/api/crm/floors/')).toHaveLength(0);
  });
});
