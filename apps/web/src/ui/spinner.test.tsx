import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Spinner } from './spinner';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The weapon icon's lucide class ('lucide-axe'), which names the drawing. */
function iconName(container: HTMLElement): string {
  return [...container.querySelector('svg')!.classList].find((name) => name.startsWith('lucide-') && name !== 'lucide-icon') ?? '';
}

describe('the loading spinner (companion §2)', () => {
  it('shows a weapon picked at random, as a block with its label or a mini one that only says it to screen readers', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const first = render(<Spinner variant="block" label="Loading game data..." />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading game data...');
    const firstIcon = iconName(first.container);
    first.unmount();

    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    const mini = render(<Spinner />);
    expect(iconName(mini.container)).not.toBe(firstIcon);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(screen.getByText('Loading...').className).toBe('visually-hidden');
  });
});
