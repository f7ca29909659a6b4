import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PageHeader from '../../../src/components/PageHeader';

describe('PageHeader', () => {
  it('shows the title and the standard buttons in order', () => {
    render(
      <PageHeader
        title="Harbour View"
        onDelete={() => {}}
        onCancel={() => {}}
        onEdit={() => {}}
        onCreate={() => {}}
        onSubmit={() => {}}
        actions={<button>Export</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Harbour View' })).toBeInTheDocument();
    const names = screen.getAllByRole('button').map((button) => button.textContent);
    expect(names).toEqual(['Export', 'Delete', 'Cancel', 'Edit', 'Create', 'Submit']);
  });

  it('shows Save instead of Edit, with progress while saving', () => {
    const { rerender } = render(<PageHeader title="Edit" onEdit={() => {}} onSave={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    rerender(<PageHeader title="Edit" onSave={() => {}} saving />);
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  });

  it('explains a disabled delete with the "Cannot Delete" tooltip', async () => {
    const onDelete = jest.fn();
    render(<PageHeader title="Harbour View" onDelete={onDelete} deleteDisabled />);
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toBeDisabled();
    await userEvent.hover(button.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Cannot Delete');
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('shows no tooltip on an enabled delete', async () => {
    const onDelete = jest.fn();
    render(<PageHeader title="Harbour View" onDelete={onDelete} />);
    await userEvent.hover(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });
});
