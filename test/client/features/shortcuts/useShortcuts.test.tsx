import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dialog from '@mui/material/Dialog';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { usePageShortcuts } from '../../../../src/components/pageShortcuts';
import { SHORTCUTS } from '../../../../src/features/shortcuts/keymap';
import { useShortcuts } from '../../../../src/features/shortcuts/useShortcuts';

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function Page({ onCreate, dialog = false }: { onCreate: () => void; dialog?: boolean }) {
  const onHelp = jest.fn();
  useShortcuts(SHORTCUTS, onHelp, false);
  usePageShortcuts({ create: onCreate });
  return (
    <>
      <Where />
      <input aria-label="Name" />
      <textarea aria-label="Notes" />
      <select aria-label="Kind">
        <option>Office</option>
      </select>
      <div contentEditable aria-label="Rich" role="textbox" tabIndex={0} />
      <button type="button">Other</button>
      <Dialog open={dialog}>
        <button type="button">In dialog</button>
      </Dialog>
    </>
  );
}

function renderPage(dialog = false) {
  const onCreate = jest.fn();
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Routes>
        <Route path="*" element={<Page onCreate={onCreate} dialog={dialog} />} />
      </Routes>
    </MemoryRouter>,
  );
  return onCreate;
}

describe('useShortcuts', () => {
  it('runs the page action and g + letter navigation from outside fields', async () => {
    const user = userEvent.setup();
    const onCreate = renderPage();
    await user.click(screen.getByRole('button', { name: 'Other' }));
    await user.keyboard('n');
    expect(onCreate).toHaveBeenCalledTimes(1);
    await user.keyboard('gr');
    expect(screen.getByText('at /rooms')).toBeInTheDocument();
  });

  it.each(['Name', 'Notes', 'Kind', 'Rich'])('never fires while typing in %s', async (label) => {
    const user = userEvent.setup();
    const onCreate = renderPage();
    await user.click(screen.getByLabelText(label));
    await user.keyboard('ngr');
    expect(onCreate).not.toHaveBeenCalled();
    expect(screen.getByText('at /dashboard')).toBeInTheDocument();
  });

  it('never fires with Ctrl, Cmd or Alt held', async () => {
    const user = userEvent.setup();
    const onCreate = renderPage();
    await user.click(screen.getByRole('button', { name: 'Other' }));
    await user.keyboard('{Control>}n{/Control}{Meta>}n{/Meta}{Alt>}n{/Alt}');
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('does nothing while a dialog other than the help is open', async () => {
    const user = userEvent.setup();
    const onCreate = renderPage(true);
    await user.keyboard('ngr');
    expect(onCreate).not.toHaveBeenCalled();
    expect(screen.getByText('at /dashboard', { exact: false })).toBeInTheDocument();
  });

  it('forgets a g after 1.5 s', () => {
    jest.useFakeTimers();
    try {
      renderPage();
      const press = (key: string) => window.dispatchEvent(new KeyboardEvent('keydown', { key }));
      press('g');
      jest.advanceTimersByTime(1600);
      press('r');
      expect(screen.getByText('at /dashboard')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
