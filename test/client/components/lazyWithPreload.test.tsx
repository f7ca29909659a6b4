import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyWithPreload } from '../../../src/components/lazyWithPreload';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyWithPreload', () => {
  it('fetches once, whether preloaded first or rendered first', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const { Component, preload } = lazyWithPreload(load);
    preload();
    preload();
    render(
      <Suspense fallback={null}>
        <Component name="Ada" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
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
    render(
      <Suspense fallback={null}>
        <Component name="Grace" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
