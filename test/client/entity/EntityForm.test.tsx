import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { baseApi } from '../../../src/core/api/baseApi';
import { tagsForChange } from '../../../src/core/realtime/liveUpdates';
import { changeReceived } from '../../../src/core/realtime/realtimeSlice';
import { makeAddress, renderAddresses } from './renderAddresses';

jest.setTimeout(40_000);

describe('entity forms (address)', () => {
  it('creates and opens the new address, showing "Saving..." while the server works', async () => {
    const user = userEvent.setup();
    const view = renderAddresses('/address/create', [makeAddress(5)]);
    view.api.reply('POST /api/crm/addresses/', 201, makeAddress(5));
    const release = view.api.hold('POST /api/crm/addresses/');

    await user.type(await screen.findByLabelText(/Street/), 'Street 05');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();

    await waitFor(() => expect(view.location().pathname).toBe('/address/5'));
    expect(view.api.requests('POST /api/crm/addresses/')[0].body).toEqual({
      street: 'Street 05',
      house_number: '',
      postal_code: '',
      city: '',
      country: 'NO',
    });
    expect(await screen.findByText('Address created')).toBeInTheDocument();
  });

  it("puts the server's field errors on their fields", async () => {
    const user = userEvent.setup();
    const view = renderAddresses('/address/create');
    view.api.reply('POST /api/crm/addresses/', 400, {
      detail: [{ loc: ['body', 'country'], msg: 'Unknown country code' }],
    });
    await user.type(await screen.findByLabelText(/Street/), 'Elgeseter gate');
    await user.clear(screen.getByLabelText(/Country/));
    await user.type(screen.getByLabelText(/Country/), 'XX');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Unknown country code')).toBeInTheDocument();
    expect(screen.getByLabelText(/Country/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Validation Error')).toBeInTheDocument();
    expect(view.location().pathname).toBe('/address/create');
  });

  it('asks before leaving with unsaved changes, and stays when the user keeps editing', async () => {
    const user = userEvent.setup();
    const view = renderAddresses('/address/4/edit', [makeAddress(4)]);
    const city = await screen.findByLabelText(/City/);
    await user.clear(city);
    await user.type(city, 'Oslo');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.location().pathname).toBe('/address/4/edit');
    expect(screen.getByLabelText(/City/)).toHaveValue('Oslo');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    await waitFor(() => expect(view.location().pathname).toBe('/address/4'));
  });

  it('leaves without asking when nothing changed, and sends only an edit after saving', async () => {
    const user = userEvent.setup();
    const view = renderAddresses('/address/4/edit', [makeAddress(4)]);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(view.location().pathname).toBe('/address/4'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('when another user saves the record being edited', () => {
    /** What the realtime channel does on another user's save: the change is kept, the record refetched. */
    function otherUserSaved(view: ReturnType<typeof renderAddresses>, id: number) {
      const change = {
        entity: 'address' as const,
        id,
        action: 'update' as const,
        customer_id: 1,
        site_id: 3,
        user_id: 2,
        user_name: 'Kari Nordmann',
        receivedAt: Date.now(),
      };
      act(() => {
        view.store.dispatch(changeReceived(change));
        view.store.dispatch(baseApi.util.invalidateTags(tagsForChange(change)));
      });
    }

    it('keeps the input, says whose changes a save overwrites, and loads their version on request', async () => {
      const user = userEvent.setup();
      const addresses = [makeAddress(4)];
      const view = renderAddresses('/address/4/edit', addresses);
      const city = await screen.findByLabelText(/City/);
      await user.clear(city);
      await user.type(city, 'Bergen');

      addresses[0] = makeAddress(4, { city: 'Oslo' });
      otherUserSaved(view, 4);
      expect(
        await screen.findByText(
          'Kari Nordmann changed this address while you were editing. Saving will overwrite their changes.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByLabelText(/City/)).toHaveValue('Bergen');

      const load = screen.getByRole('button', { name: 'Load their version' });
      await waitFor(() => expect(load).toBeEnabled());
      await user.click(load);
      expect(screen.getByLabelText(/City/)).toHaveValue('Oslo');
      expect(screen.queryByText(/changed this address while you were editing/)).not.toBeInTheDocument();
    });

    it('simply shows their version when nothing was typed yet', async () => {
      const addresses = [makeAddress(4)];
      const view = renderAddresses('/address/4/edit', addresses);
      await screen.findByLabelText(/City/);
      addresses[0] = makeAddress(4, { city: 'Oslo' });
      otherUserSaved(view, 4);
      await waitFor(() => expect(screen.getByLabelText(/City/)).toHaveValue('Oslo'));
      expect(screen.queryByText(/while you were editing/)).not.toBeInTheDocument();
    });
  });
});
