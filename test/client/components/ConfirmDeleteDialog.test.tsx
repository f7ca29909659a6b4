import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import ConfirmDeleteDialog from '../../../src/components/ConfirmDeleteDialog';
import type { ConfirmDeleteDialogProps } from '../../../src/components/ConfirmDeleteDialog';

function renderDialog(props: Partial<ConfirmDeleteDialogProps> = {}) {
  const onConfirm = jest.fn();
  const onClose = jest.fn();
  render(
    <ConfirmDeleteDialog
      open
      title="Delete device?"
      message="This cannot be undone."
      onConfirm={onConfirm}
      onClose={onClose}
      {...props}
    />,
  );
  return { onConfirm, onClose };
}

const deleteButton = () => screen.getByRole('button', { name: 'Delete' });

describe('ConfirmDeleteDialog', () => {
  it('shows title and message and confirms at once without a confirm word', async () => {
    const { onConfirm } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Delete device?' })).toHaveTextContent('This cannot be undone.');
    await userEvent.click(deleteButton());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('enables Delete only when the confirm word is typed exactly', async () => {
    const user = userEvent.setup();
    const { onConfirm } = renderDialog({ confirmWord: 'DELETE' });
    const input = screen.getByLabelText('Type DELETE to confirm');
    expect(deleteButton()).toBeDisabled();

    await user.type(input, 'delete');
    expect(deleteButton()).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'DELETE ');
    expect(deleteButton()).toBeDisabled();
    await user.type(input, '{Backspace}');
    expect(deleteButton()).toBeEnabled();

    await user.click(deleteButton());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('starts empty again when reopened', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button onClick={() => setOpen(true)}>Reopen</button>
          <ConfirmDeleteDialog
            open={open}
            title="Delete?"
            message="Sure?"
            confirmWord="DELETE"
            onConfirm={() => {}}
            onClose={() => setOpen(false)}
          />
        </>
      );
    }
    render(<Harness />);
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Reopen', hidden: true }));
    expect(await screen.findByLabelText('Type DELETE to confirm')).toHaveValue('');
    expect(deleteButton()).toBeDisabled();
  });

  it('offers the soft Inactivate option when asked', async () => {
    const onInactivate = jest.fn();
    renderDialog({ onInactivate });
    await userEvent.click(screen.getByRole('button', { name: 'Inactivate' }));
    expect(onInactivate).toHaveBeenCalledTimes(1);
  });

  it('locks its buttons and cannot be dismissed while busy', async () => {
    const { onClose } = renderDialog({ busy: true, onInactivate: () => {} });
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Inactivate' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});
