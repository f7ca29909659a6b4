import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeTenant } from './fakeTenantServer';
import { renderTenants } from './renderTenants';

jest.setTimeout(40_000);

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

describe('tenant create and edit', () => {
  it('creates a tenant with empty texts sent as null and opens it', async () => {
    const user = userEvent.setup();
    const view = renderTenants('/tenants/create');
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Fjordkraft AS');
    await user.click(screen.getByRole('combobox', { name: /^Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Company' }));
    await user.type(field('E-mail'), 'post@fjordkraft.no');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // The toast first: it lasts 5 s, which a loaded machine can spend before the next page shows.
    expect(await screen.findByText('Tenant created')).toBeInTheDocument();
    await waitFor(() => expect(view.location().pathname).toMatch(/^\/tenant\/\d+$/));
    expect(view.server.callsTo('POST', '/api/crm/tenants/')[0].body).toEqual({
      kind: 'company',
      name: 'Fjordkraft AS',
      email: 'post@fjordkraft.no',
      phone: null,
      reference: null,
    });
  });

  it("shows the server's requirements §8 field error on its field and stays on the form", async () => {
    const user = userEvent.setup();
    const view = renderTenants('/tenants/create');
    view.server.reply('POST /api/crm/tenants/', 400, {
      detail: [{ loc: ['body', 'reference'], msg: 'This reference is already used by Kari Nordmann' }],
    });
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Ola Nordmann');
    await user.type(field('Reference'), 'L-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('This reference is already used by Kari Nordmann')).toBeInTheDocument();
    expect(field('Reference')).toHaveAccessibleDescription('This reference is already used by Kari Nordmann');
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(view.location().pathname).toBe('/tenants/create');
  });

  it('checks the name and the e-mail before sending anything', async () => {
    const user = userEvent.setup();
    const view = renderTenants('/tenants/create');
    await user.type(await screen.findByRole('textbox', { name: /^E-mail/ }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(view.server.callsTo('POST', '/api/crm/tenants/')).toHaveLength(0);
  });

  it('edits a tenant, sending the changed values, and renames the active tenant in the top bar', async () => {
    const user = userEvent.setup();
    const tenant = makeTenant(4, { name: 'Ola Nordmann' });
    const view = renderTenants('/tenant/4/edit', { tenants: [tenant], activeTenant: { id: 4, name: 'Ola Nordmann' } });
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Ola Nordmann');
    await user.clear(name);
    await user.type(name, 'Ola Nordmann-Hansen');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(view.location().pathname).toBe('/tenant/4'));
    expect(view.server.callsTo('PATCH', '/api/crm/tenants/4/')[0].body).toMatchObject({ name: 'Ola Nordmann-Hansen' });
    expect(view.store.getState().tenancy.activeTenant).toEqual({ id: 4, name: 'Ola Nordmann-Hansen' });
  });
});
