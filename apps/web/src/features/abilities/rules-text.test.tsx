import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { RulesText } from './rules-text';

describe('RulesText', () => {
  it('renders bold text, keywords in small caps (also inside bold) and bullet lines as a list', () => {
    const { container } = render(
      <RulesText
        text={
          'If this unit has a **Trophy Rack**, its **Hellforged Weapons** also have **Anti-^^Hero^^ (+1 Rend)**.\r\n• The target is **^^Banished^^**.\r\n• Heal 3.'
        }
      />,
    );
    expect(container.textContent).not.toContain('^^');
    expect(container.textContent).not.toContain('**');
    expect(screen.getByText('Trophy Rack').tagName).toBe('STRONG');
    expect(screen.getByText('Hero').closest('strong')?.textContent).toBe('Anti-Hero (+1 Rend)');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['The target is Banished.', 'Heal 3.']);
  });

  it('renders *italic* and ***bold italic***, and drops markers the data left unpaired', () => {
    const { container } = render(
      <RulesText text={'***Warping Curse:*** Pick a unit. 2 *Full Throttle*: Move.\nIt has **^^Ward (5+) for the rest of the turn, and Oath* *abilities.'} />,
    );
    expect(container.textContent).toBe('Warping Curse: Pick a unit. 2 Full Throttle: Move.It has Ward (5+) for the rest of the turn, and Oath abilities.');
    expect(screen.getByText('Warping Curse:').tagName).toBe('EM');
    expect(screen.getByText('Warping Curse:').parentElement?.tagName).toBe('STRONG');
    expect(screen.getByText('Full Throttle').tagName).toBe('EM');
  });

  it('shows markup-like text from the data as text, never as HTML', () => {
    const { container } = render(<RulesText text="<img src=x onerror=alert(1)> 5+" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> 5+');
  });
});
