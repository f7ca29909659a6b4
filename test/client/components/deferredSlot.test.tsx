import { render, screen } from '@testing-library/react';
import { deferredSlot } from '../../../src/components/gridSlots/deferredSlot';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

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
});
