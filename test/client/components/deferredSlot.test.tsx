import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferredSlot } from '../../../src/components/gridSlots/deferredSlot';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>{`${label} ${count}`}</button>;
}

describe('deferredSlot', () => {
  it('renders nothing until its component is fetched, then passes the props on', async () => {
    const Slot = deferredSlot(() => Promise.resolve(Greeting));
    const { container } = render(<Slot name="Linus" />);
    expect(container).toBeEmptyDOMElement();
    expect(await screen.findByText('Hello Linus')).toBeInTheDocument();
  });

  it('renders at once once it has been fetched, as ready() does ahead of a first render', async () => {
    const Slot = deferredSlot(() => Promise.resolve(Greeting));
    expect(Slot.isLoaded()).toBe(false);
    await Slot.ready();
    expect(Slot.isLoaded()).toBe(true);
    render(<Slot name="Ada" />);
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
  });

  it('keeps what the user did in it when it renders again after arriving', async () => {
    const user = userEvent.setup();
    const Slot = deferredSlot(() => Promise.resolve(Counter));
    const { rerender } = render(<Slot label="Clicks" />);
    await user.click(await screen.findByRole('button', { name: 'Clicks 0' }));
    rerender(<Slot label="Taps" />);
    expect(screen.getByRole('button', { name: 'Taps 1' })).toBeInTheDocument();
  });
});
