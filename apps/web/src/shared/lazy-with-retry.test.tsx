import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { FAILED_LOAD_KEPT_MS, lazyWithRetry } from './lazy-with-retry';

/** Shows the error it caught until its key changes. */
class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children;
  }
}

function Shown({ generation, Piece }: { generation: number; Piece: () => ReactNode }) {
  return (
    <Boundary key={generation}>
      <Suspense fallback={<p>Loading</p>}>
        <Piece />
      </Suspense>
    </Boundary>
  );
}

afterEach(cleanup);

describe('lazyWithRetry', () => {
  it('loads a named export, and after a failed load a later render loads it anew (React.lazy would keep the failure)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const importer = vi
      .fn<() => Promise<{ Piece: () => ReactNode }>>()
      .mockRejectedValueOnce(new Error('the code threw'))
      .mockResolvedValueOnce({ Piece: () => <p>The piece</p> });
    const Piece = lazyWithRetry(importer, 'Piece');
    const { rerender } = render(<Shown generation={1} Piece={Piece} />);
    expect(await screen.findByText('Failed: the code threw')).toBeTruthy();
    // The failure has been shown; a moment later, the next render is a new load.
    await act(() => new Promise((resolve) => setTimeout(resolve, FAILED_LOAD_KEPT_MS)));
    rerender(<Shown generation={2} Piece={Piece} />);
    expect(await screen.findByText('The piece')).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
