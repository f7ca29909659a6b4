import { render, screen } from '@testing-library/react';
import { deferredSlot } from '../../../src/components/gridSlots/deferredSlot';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('deferredSlot', () => {
  it('renders nothing until its component is fetched, then passes the props on', async () => {
    const Slot = deferredSlot(() => Promise.resolve({ default: Greeting }));
    const { container } = render(<Slot name="Linus" />);
    expect(container).toBeEmptyDOMElement();
    expect(await screen.findByText('Hello Linus')).toBeInTheDocument();
  });
});
