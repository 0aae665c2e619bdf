import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { Tabs } from './tabs';

function ArmyTabs() {
  const [value, setValue] = useState('warscrolls');
  return (
    <Tabs
      label="Army sections"
      value={value}
      onValueChange={setValue}
      items={[
        { value: 'warscrolls', label: 'Warscrolls', content: <p>Liberators</p> },
        { value: 'rules', label: 'Rules', content: <p>Battle traits</p> },
      ]}
    />
  );
}

afterEach(cleanup);

describe('Tabs', () => {
  it('wires each tab to its panel, and shows only the selected panel', () => {
    render(<ArmyTabs />);
    const [warscrolls, rules] = screen.getAllByRole('tab');
    expect(warscrolls!.getAttribute('aria-selected')).toBe('true');
    for (const tab of [warscrolls!, rules!]) {
      const panel = document.getElementById(tab.getAttribute('aria-controls')!)!;
      expect(panel.getAttribute('role')).toBe('tabpanel');
      expect(panel.getAttribute('aria-labelledby')).toBe(tab.id);
    }
    const shown = screen.getByRole('tabpanel', { name: 'Warscrolls' });
    expect(shown.textContent).toBe('Liberators');
    const rulesPanel = document.getElementById(rules!.getAttribute('aria-controls')!)!;
    expect(rulesPanel.hidden).toBe(true);
    expect(rulesPanel.textContent).toBe('');
  });

  it('switches panels by click and by arrow keys', async () => {
    const user = userEvent.setup();
    render(<ArmyTabs />);
    await user.click(screen.getByRole('tab', { name: 'Rules' }));
    expect(screen.getByRole('tabpanel', { name: 'Rules' }).textContent).toBe('Battle traits');
    expect(screen.queryByText('Liberators')).toBeNull();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Warscrolls' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Warscrolls' }).textContent).toBe('Liberators');
  });

  it('takes Tab to the selected tab and Shift+Tab out of the list', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <ArmyTabs />
      </>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Before' })).toBe(document.activeElement);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Warscrolls' })).toBe(document.activeElement);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Rules', selected: true })).toBe(document.activeElement);
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Before' })).toBe(document.activeElement);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Rules' })).toBe(document.activeElement);
  });
});
