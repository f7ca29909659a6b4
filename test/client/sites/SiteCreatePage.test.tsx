import { File as NodeFile } from 'node:buffer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSites } from './renderSites';

// By label, not by role: computing every accessible name of this large form is slow in jsdom.
const field = (label: string | RegExp) => screen.getByLabelText(label, { selector: 'input, textarea' });
/**
 * One change per field: typing key by key re-validates the whole 20-field form each time, which is
 * slow in jsdom on a busy machine. (Typing itself is covered by the other client suites.)
 */
async function fill(_user: ReturnType<typeof userEvent.setup>, label: string | RegExp, text: string) {
  // act waits for Formik's asynchronous (yup) validation of the change.
  await act(async () => {
    fireEvent.change(field(label), { target: { value: text } });
  });
}

jest.setTimeout(40_000);
const createButton = () => screen.getByRole('button', { name: 'Create site' });
const postCalls = (view: ReturnType<typeof renderSites>) => view.server.callsTo('POST', '/api/crm/sites/');

describe('SiteCreatePage', () => {
  it('shows the required-name message on an empty submit and sends nothing', async () => {
    const user = userEvent.setup();
    const view = renderSites('/site/create');
    await user.click(createButton());
    expect(await screen.findByText('Site name is required')).toBeInTheDocument();
    expect(field(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(postCalls(view)).toHaveLength(0);
  });

  it('shows each §5 message under its field', async () => {
    const user = userEvent.setup();
    const view = renderSites('/site/create');
    await fill(user, /^Name/, 'Harbour View');
    await fill(user, 'GPS latitude', '95');
    await fill(user, 'Network prefix', '192.168.1.7');
    await fill(user, 'Tenant min VLAN ID', '500');
    await fill(user, 'Tenant max VLAN ID', '100');
    await fill(user, 'Tenant DHCP DNS', 'not a name');
    await fill(user, 'Portal background color', '#12');
    await user.click(createButton());

    expect(await screen.findByText('Latitude must be between -90 and 90')).toBeInTheDocument();
    expect(screen.getByText('Must be a valid network prefix (e.g. 192.168.1.0)')).toBeInTheDocument();
    expect(screen.getByText('Both prefix and netmask must be provided together')).toBeInTheDocument();
    expect(screen.getByText('Min VLAN ID must be less than Max VLAN ID')).toBeInTheDocument();
    expect(screen.getByText('Must be a valid DNS name')).toBeInTheDocument();
    expect(screen.getByText('Must be a valid hex color')).toBeInTheDocument();
    expect(postCalls(view)).toHaveLength(0);
  });

  it('submits the normalised payload, toasts and opens the new site', async () => {
    const user = userEvent.setup();
    const view = renderSites('/site/create');
    await fill(user, /^Name/, '  Harbour View ');
    await fill(user, 'GPS latitude', '52.3702157');
    await fill(user, 'Network prefix', '10.20.0.0');
    await fill(user, 'Netmask', '16');
    await fill(user, 'Tenant min VLAN ID', '100');
    await fill(user, 'Tenant max VLAN ID', '999');
    await fill(user, 'Portal background color', '#1e88e5');
    await user.click(screen.getByRole('combobox', { name: 'Time zone' }));
    await user.click(await screen.findByRole('option', { name: 'Europe/Amsterdam' }));
    await user.click(createButton());

    await waitFor(() => expect(postCalls(view)).toHaveLength(1));
    expect(postCalls(view)[0].body).toEqual({
      name: 'Harbour View',
      description: null,
      time_zone: 'Europe/Amsterdam',
      physical_address: null,
      shipping_address: null,
      prefix: '10.20.0.0',
      tenant_wifi_ssid: null,
      tenant_dhcp_dns: null,
      portal_dns: null,
      portal_secret: null,
      portal_proxy_ip: null,
      portal_background_color: '#1e88e5',
      gps_latitude: 52.370216,
      gps_longitude: null,
      netmask: 16,
      unifi_id: null,
      oepl_ap_id: null,
      guest_wifi_id: null,
      tenant_min_vlan_id: 100,
      tenant_max_vlan_id: 999,
      portal_logo: null,
    });
    expect(await screen.findByText('Site created')).toBeInTheDocument();
    await waitFor(() => expect(view.location().pathname).toBe('/site/101'));
    // Without an active site, the new one becomes active.
    expect(view.server.callsTo('PUT', '/api/crm/sites/active/101/')).toHaveLength(1);
    expect(view.store.getState().tenancy.activeSite).toEqual({
      id: 101,
      name: 'Harbour View',
      description: '',
      customer_id: 1,
    });
  });

  it('takes a time zone typed in any case without picking it from the list', async () => {
    const user = userEvent.setup();
    const view = renderSites('/site/create');
    await fill(user, /^Name/, 'Harbour View');
    await screen.findByRole('combobox', { name: 'Time zone' });
    await user.type(field('Time zone'), 'europe/berlin');
    await user.tab();
    expect(field('Time zone')).toHaveValue('Europe/Berlin');
    await user.click(createButton());

    await waitFor(() => expect(postCalls(view)).toHaveLength(1));
    expect(postCalls(view)[0].body).toMatchObject({ name: 'Harbour View', time_zone: 'Europe/Berlin' });
  });

  it('keeps a typed time zone that is not listed and asks to choose one from the list', async () => {
    const user = userEvent.setup();
    const view = renderSites('/site/create');
    await fill(user, /^Name/, 'Harbour View');
    await waitFor(() => expect(view.server.callsTo('GET', '/api/core/timezones/')).toHaveLength(1));
    await user.type(field('Time zone'), 'Mars/Olympus');
    await user.tab();
    expect(await screen.findByText('Choose a time zone from the list')).toBeInTheDocument();
    expect(field('Time zone')).toHaveValue('Mars/Olympus');
    await user.click(createButton());
    await screen.findByText('Choose a time zone from the list');
    expect(postCalls(view)).toHaveLength(0);
  });

  it('leaves an existing active site alone', async () => {
    const user = userEvent.setup();
    const view = renderSites('/site/create', { activeSite: { id: 3, name: 'Dock Side', description: '' } });
    await fill(user, /^Name/, 'Harbour View');
    await user.click(createButton());
    await waitFor(() => expect(view.location().pathname).toBe('/site/101'));
    expect(view.server.callsTo('PUT', '/api/crm/sites/active/101/')).toHaveLength(0);
    expect(view.store.getState().tenancy.activeSite).toMatchObject({ id: 3 });
  });

  it('puts server validation errors on their fields', async () => {
    const user = userEvent.setup();
    const view = renderSites('/site/create');
    view.server.reply('POST /api/crm/sites/', 400, {
      detail: [{ loc: ['body', 'portal_dns'], msg: 'This DNS name is already used by another site' }],
    });
    await fill(user, /^Name/, 'Harbour View');
    await fill(user, 'Portal DNS', 'portal.example.net');
    await user.click(createButton());

    expect(await screen.findByText('This DNS name is already used by another site')).toBeInTheDocument();
    expect(field('Portal DNS')).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(view.location().pathname).toBe('/site/create');
    expect(createButton()).toBeEnabled();
  });

  it('uploads a logo as multipart with a preview, and can remove it again', async () => {
    // The test fetch is Node's: it only understands Node's FormData and File, so the page gets those.
    const nodeForm = await new Response('a=1', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    }).formData();
    const NodeFormData = nodeForm.constructor as typeof FormData;
    const formDataSpy = jest.spyOn(globalThis, 'FormData').mockImplementation(() => new NodeFormData());
    const user = userEvent.setup();
    const createObjectURL = jest.fn(() => 'blob:logo-preview');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const view = renderSites('/site/create');
    const logo = new NodeFile(['png-bytes'], 'logo.png', { type: 'image/png' }) as File;

    await user.upload(screen.getByLabelText('Portal logo file'), logo);
    expect(screen.getByRole('img', { name: 'Portal logo preview' })).toHaveAttribute('src', 'blob:logo-preview');
    expect(screen.getByText('logo.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(screen.queryByRole('img', { name: 'Portal logo preview' })).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Portal logo file'), logo);

    await fill(user, /^Name/, 'Harbour View');
    await user.click(createButton());
    await waitFor(() => expect(postCalls(view)).toHaveLength(1));
    const form = postCalls(view)[0].form!;
    expect(form).toBeDefined();
    expect(form.get('name')).toBe('Harbour View');
    expect((form.get('portal_logo') as File).name).toBe('logo.png');
    expect(form.get('netmask')).toBe('');
    formDataSpy.mockRestore();
  });

  it('reveals the portal secret on request', async () => {
    const user = userEvent.setup();
    renderSites('/site/create');
    const secret = screen.getByLabelText('Portal secret');
    expect(secret).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show portal secret' }));
    expect(secret).toHaveAttribute('type', 'text');
    expect(
      within(secret.closest('.MuiFormControl-root') as HTMLElement).getByRole('button', { name: 'Hide portal secret' }),
    ).toBeInTheDocument();
  });
});
