import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeConfig, makeDevice } from './deviceFixtures';
import { renderDevices } from './renderDevices';

const config = makeConfig();

/** Captures the file a download link would save. */
function captureDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  let lastBlob: Blob | undefined;
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => ((lastBlob = blob), 'blob:config')),
    revokeObjectURL: jest.fn(),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: lastBlob! });
  });
  return saved;
}

// jsdom's Blob has no text(); FileReader reads it.
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

async function renderConfig(device = makeDevice()) {
  return renderDevices('/mikrotik/devices/1/config', { devices: [device], configs: { 1: config } });
}

describe('DeviceConfigPage', () => {
  it('shows skeletons, then the details and the script with line numbers in a 24rem box', async () => {
    let release = () => {};
    await renderDevices('/mikrotik/devices/1/config', {
      devices: [makeDevice()],
      configs: { 1: config },
      arrange: (server) => (release = server.hold('GET /api/mikrotik/devices/1/config/')),
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading configuration' })).toBeInTheDocument();
    release();

    expect(await screen.findByRole('heading', { name: 'Configuration - core-router' })).toBeInTheDocument();
    const details = await screen.findByRole('region', { name: 'Configuration details' });
    expect(within(details).getByText('default-site')).toBeInTheDocument();
    expect(within(details).getByText('2 minutes ago')).toBeInTheDocument();
    const box = screen.getByRole('region', { name: 'Configuration' });
    expect(box).toHaveStyle({ maxHeight: '24rem', overflow: 'auto' });
    expect(within(box).getByText(/set name=core-router/)).toBeInTheDocument();
    expect(screen.getByTestId('config-line-numbers').textContent).toBe('1\n2\n3\n4');
    expect(screen.getAllByRole('button', { name: 'Copy' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Download' })).toHaveLength(2);
  });

  it('downloads the script as <identity>-config.rsc and toasts', async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    await renderConfig();
    await screen.findByRole('region', { name: 'Configuration' });
    await user.click(screen.getAllByRole('button', { name: 'Download' })[0]);

    expect(saved.map((file) => file.name)).toEqual(['core-router-config.rsc']);
    expect(saved[0].blob.type).toBe('text/plain');
    expect(await blobText(saved[0].blob)).toBe(config.config);
    expect(await screen.findByText('Configuration downloaded')).toBeInTheDocument();
  });

  it('names the file "mikrotik-config.rsc" when the device has no identity', async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    await renderConfig(makeDevice({ identity: null }));
    await screen.findByRole('region', { name: 'Configuration' });
    await user.click(screen.getAllByRole('button', { name: 'Download' })[1]);
    expect(saved.map((file) => file.name)).toEqual(['mikrotik-config.rsc']);
  });

  it('copies the script to the clipboard and toasts', async () => {
    const user = userEvent.setup();
    await renderConfig();
    await screen.findByRole('region', { name: 'Configuration' });
    await user.click(screen.getAllByRole('button', { name: 'Copy' })[1]);
    expect(await screen.findByText('Configuration copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(config.config);
  });

  it('shows the destructive toast when the clipboard refuses', async () => {
    const user = userEvent.setup();
    await renderConfig();
    await screen.findByRole('region', { name: 'Configuration' });
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getAllByRole('button', { name: 'Copy' })[0]);
    expect(await screen.findByText('Copy failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to copy configuration to clipboard.')).toBeInTheDocument();
  });

  it('shows "Configuration not available" with a way back to the device', async () => {
    const user = userEvent.setup();
    const { location } = await renderDevices('/mikrotik/devices/1/config', { devices: [makeDevice()] });
    expect(await screen.findByText('Configuration not available')).toBeInTheDocument();
    expect(screen.getByText('The device configuration could not be loaded or is not available.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Device' }));
    expect(location().pathname).toBe('/mikrotik/devices/1');
  });

  it("says the server's reason when it refuses to build the script", async () => {
    const reason = 'Device has no site: assign a site before generating its configuration.';
    await renderDevices('/mikrotik/devices/1/config', {
      devices: [makeDevice()],
      arrange: (server) => server.fail('GET /api/mikrotik/devices/1/config/', 409, reason),
    });
    expect(await screen.findByText('Configuration not available')).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
  });

  it('titles a missing device "Device not found", never "Configuration -"', async () => {
    await renderDevices('/mikrotik/devices/9/config', { devices: [makeDevice()] });
    expect(await screen.findByRole('heading', { name: 'Device not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Configuration -/ })).not.toBeInTheDocument();
  });
});
