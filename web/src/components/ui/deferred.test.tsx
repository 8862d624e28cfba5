import { Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/preact';
import { expect, it, vi } from 'vitest';
import { deferred } from './deferred';

function controlled() {
  const calls: { resolve: (value: () => ReactNode) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<() => ReactNode>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { load, calls };
}

it('fetches its code in an idle moment, not as the page renders it, and renders once it is in', async () => {
  const first = controlled();
  const second = controlled();
  const First = deferred(first.load);
  const Second = deferred(second.load);
  render(
    <>
      <First />
      <Second />
    </>,
  );
  expect(first.load).not.toHaveBeenCalled();
  expect(second.load).not.toHaveBeenCalled();

  await vi.waitFor(() => expect(second.load).toHaveBeenCalledTimes(1));
  expect(first.load).toHaveBeenCalledTimes(1);

  await act(async () => first.calls[0]!.resolve(() => <p>first drawn</p>));
  expect(await screen.findByText('first drawn')).toBeInTheDocument();
  expect(screen.queryByText('second drawn')).toBeNull();
  await act(async () => second.calls[0]!.resolve(() => <p>second drawn</p>));
  expect(await screen.findByText('second drawn')).toBeInTheDocument();
});

it('tries a failed fetch again once the component is rendered', async () => {
  const { load, calls } = controlled();
  const Modal = deferred(load);
  render(
    <Suspense fallback={null}>
      <Modal />
    </Suspense>,
  );
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  await act(async () => calls[0]!.reject(new Error('offline')));
  expect(load).toHaveBeenCalledTimes(2);
  await act(async () => calls[1]!.resolve(() => <p>drawn at last</p>));
  expect(await screen.findByText('drawn at last')).toBeInTheDocument();
});
