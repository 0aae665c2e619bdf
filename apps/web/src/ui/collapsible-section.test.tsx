import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { CollapsibleSection } from './collapsible-section';

afterEach(cleanup);

function Section({ initiallyOpen }: { initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <CollapsibleSection title="Order" count={9} open={open} onOpenChange={setOpen}>
      <p>Stormcast Eternals</p>
    </CollapsibleSection>
  );
}

describe('CollapsibleSection', () => {
  it('is a disclosure button that shows and hides its content', async () => {
    render(<Section initiallyOpen={false} />);
    const button = screen.getByRole('button', { name: /Order/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Stormcast Eternals')).toBeNull();
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const content = screen.getByText('Stormcast Eternals');
    expect(button.getAttribute('aria-controls')).toBe(content.parentElement?.id);
  });

  it('starts open when the caller remembers it open', () => {
    render(<Section initiallyOpen />);
    expect(screen.queryByText('Stormcast Eternals')).not.toBeNull();
  });
});
