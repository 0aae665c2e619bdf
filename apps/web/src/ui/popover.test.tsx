import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { Popover, POPOVER_HOVER_CLOSE_MS } from './popover';

// jsdom has no PointerEvent (so no pointerType) and no ResizeObserver (Radix measures the arrow with it).
globalThis.PointerEvent ??= class extends MouseEvent {
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? 'mouse';
  }
} as typeof PointerEvent;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

function renderPopover() {
  render(
    <Popover label="What WARD (6+) means" trigger={<span>WARD (6+)</span>}>
      Roll a dice each time damage is allocated.
    </Popover>,
  );
  return screen.getByRole('button', { name: 'What WARD (6+) means' });
}

afterEach(cleanup);

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('Popover', () => {
  it('opens and closes on click', async () => {
    const user = userEvent.setup();
    const trigger = renderPopover();
    await user.click(trigger);
    expect(screen.queryByText('Roll a dice each time damage is allocated.')).not.toBeNull();
    await user.click(trigger);
    expect(screen.queryByText('Roll a dice each time damage is allocated.')).toBeNull();
  });

  it('opens on hover and closes 100 ms after the mouse leaves', async () => {
    const user = userEvent.setup();
    const trigger = renderPopover();
    await user.hover(trigger);
    expect(screen.queryByText('Roll a dice each time damage is allocated.')).not.toBeNull();
    await user.unhover(trigger);
    await wait(POPOVER_HOVER_CLOSE_MS + 50);
    expect(screen.queryByText('Roll a dice each time damage is allocated.')).toBeNull();
  });

  it('stays open when the hovering mouse then clicks, and after it leaves', async () => {
    const user = userEvent.setup();
    const trigger = renderPopover();
    await user.hover(trigger);
    await user.click(trigger);
    await user.unhover(trigger);
    await wait(POPOVER_HOVER_CLOSE_MS + 50);
    expect(screen.queryByText('Roll a dice each time damage is allocated.')).not.toBeNull();
  });
});
