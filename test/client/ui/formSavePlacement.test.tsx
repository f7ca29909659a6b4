import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeDevice } from '../devices/deviceFixtures';
import { renderDevices } from '../devices/renderDevices';
import { addresses, makeFloor } from '../property/propertyFixtures';
import { renderProperty } from '../property/renderProperty';
import { renderSites } from '../sites/renderSites';
import { makeTenant } from '../tenants/fakeTenantServer';
import { renderTenants } from '../tenants/renderTenants';

jest.setTimeout(40_000);

/**
 * Every form page puts Cancel and its Save button in one place, the page header beside the title
 * (the kit's entity forms and the hand-built site and device forms alike), and nowhere else.
 */
/** The one pair: an outlined Cancel right before the contained Save with its icon. */
function expectSavePair(container: HTMLElement, save: string) {
  const button = within(container).getByRole('button', { name: save });
  expect(button).toHaveClass('MuiButton-contained');
  expect(button.querySelector('[data-testid="SaveIcon"]')).not.toBeNull();
  const cancel = button.previousElementSibling as HTMLElement;
  expect(cancel).toHaveAccessibleName('Cancel');
  expect(cancel).toHaveClass('MuiButton-outlined');
}

async function expectSaveInHeader(title: string, save: string) {
  const heading = await screen.findByRole('heading', { level: 1, name: title });
  const header = heading.closest('header')!;
  expectSavePair(header, save);
  const button = within(header).getByRole('button', { name: save });
  expect(button).toHaveAttribute('type', 'submit');
  // The header's button submits the form by its id; the form holds no second Save or Cancel.
  const form = document.getElementById(button.getAttribute('form')!)!;
  expect(form.tagName).toBe('FORM');
  expect(within(form).queryByRole('button', { name: save })).not.toBeInTheDocument();
  expect(within(form).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
}

describe('form pages: one Save placement', () => {
  it('a kit entity form (create floor)', async () => {
    renderProperty('/floor/create', { addresses, floors: [makeFloor()] });
    await expectSaveInHeader('Create floor', 'Save');
  });

  it('the site create form', async () => {
    renderSites('/site/create');
    await expectSaveInHeader('Create site', 'Create site');
  });

  it('the device create form, with the spec texts', async () => {
    await renderDevices('/mikrotik/devices/create');
    await expectSaveInHeader('Create Mikrotik Device', 'Create Device');
  });

  it('the device edit form', async () => {
    await renderDevices('/mikrotik/devices/1/edit', { devices: [makeDevice()] });
    await expectSaveInHeader('Edit core-router', 'Update Device');
  });

  it('a dialog form (add occupancy) ends with the same pair', async () => {
    const user = userEvent.setup();
    renderTenants('/tenant/4', { tenants: [makeTenant(4)] });
    const panel = await screen.findByRole('region', { name: 'Occupancy' });
    await user.click(await within(panel).findByRole('button', { name: 'Add occupancy' }));
    expectSavePair(screen.getByRole('dialog'), 'Save');
  });
});
