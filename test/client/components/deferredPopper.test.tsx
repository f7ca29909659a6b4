import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import DeferredPopper from '../../../src/components/gridSlots/Popper';

// What webpack gives MUI's Tooltip in the build (webpack.config.ts `deferredPopper`).
const WithTooltip = () => (
  <Tooltip title="Refresh the page's data" slots={{ popper: DeferredPopper }}>
    <Button>Refresh</Button>
  </Tooltip>
);

describe('the deferred Popper', () => {
  it('renders nothing while closed', () => {
    const { container } = render(<DeferredPopper open={false} anchorEl={document.body} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a tooltip once it opens, and again on a second hover', async () => {
    const user = userEvent.setup();
    render(<WithTooltip />);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: "Refresh the page's data" });
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent("Refresh the page's data");
    await user.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent("Refresh the page's data");
  });

  it('passes its props on to the real Popper when open', async () => {
    render(
      <DeferredPopper open anchorEl={document.body} data-testid="card">
        The card
      </DeferredPopper>,
    );
    expect(await screen.findByText('The card')).toBeInTheDocument();
    expect(screen.getByTestId('card')).toHaveAttribute('role', 'tooltip');
  });
});
