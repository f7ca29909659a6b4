import { Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyWithPreload } from '../../../src/components/lazyWithPreload';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

/** Renders the lazy component and waits for its greeting. */
async function greet(Component: ComponentType<{ name: string }>, name: string) {
  render(
    <Suspense fallback={null}>
      <Component name={name} />
    </Suspense>,
  );
  return screen.findByText(`Hello ${name}`);
}

describe('lazyWithPreload', () => {
  it('fetches once, whether preloaded first or rendered first', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const { Component, preload } = lazyWithPreload(load);
    preload();
    preload();
    expect(await greet(Component, 'Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed preload, so rendering fetches again', async () => {
    const load = jest
      .fn<Promise<typeof Greeting>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const { Component, preload } = lazyWithPreload(load);
    preload();
    await Promise.resolve();
    await Promise.resolve();
    expect(await greet(Component, 'Grace')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
