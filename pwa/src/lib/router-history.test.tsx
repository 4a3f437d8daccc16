import { cleanup, render } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { primeRouterHistory } from './router-history.ts';

function fakeHistory(state: unknown) {
  const history = { state, replaceState: vi.fn((next: unknown) => (history.state = next)) };
  return history;
}

describe('the router’s history entry, written before hydration', () => {
  it('when the entry has no index, then it gets index 0 as React Router writes it, keeping its other state', () => {
    const history = fakeHistory({ usr: { from: 'x' }, key: 'k1' });
    primeRouterHistory(history as unknown as History);
    expect(history.replaceState).toHaveBeenCalledTimes(1);
    expect(history.state).toEqual({ usr: { from: 'x' }, key: 'k1', idx: 0 });
  });

  it('when there is no state at all (a first visit), then the entry gets index 0', () => {
    const history = fakeHistory(null);
    primeRouterHistory(history as unknown as History);
    expect(history.state).toEqual({ idx: 0 });
  });

  it('when the entry has an index (a reload, a step back), then nothing is written', () => {
    const history = fakeHistory({ usr: null, key: 'k2', idx: 3 });
    primeRouterHistory(history as unknown as History);
    expect(history.replaceState).not.toHaveBeenCalled();
  });
});

describe('React Router after the entry is written', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('when its browser history starts on a primed entry, then it writes nothing itself; on an unprimed one it does', () => {
    const replace = vi.spyOn(window.history, 'replaceState');
    window.history.replaceState(null, '');
    replace.mockClear();
    render(<BrowserRouter>x</BrowserRouter>);
    expect(replace).toHaveBeenCalledTimes(1);
    cleanup();
    window.history.replaceState(null, '');
    primeRouterHistory();
    replace.mockClear();
    render(<BrowserRouter>x</BrowserRouter>);
    expect(replace).not.toHaveBeenCalled();
  });
});
