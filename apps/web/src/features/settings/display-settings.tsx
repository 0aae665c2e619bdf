// Display: Show Legends, Dark Mode (the resolved theme, with a way back to the
// system's choice) and Fancy Text.
import { useAtom, useAtomValue } from 'jotai';
import { Palette } from 'lucide-react';

import { fancyTextAtom, resolvedThemeAtom, showLegendsAtom, themeAtom } from '../../state/settings';
import { Button } from '../../ui/button';
import { Switch } from '../../ui/switch';
import styles from './display-settings.module.css';
import { SettingsSection } from './settings-section';

export function DisplaySettings() {
  const [showLegends, setShowLegends] = useAtom(showLegendsAtom);
  const [theme, setTheme] = useAtom(themeAtom);
  const resolved = useAtomValue(resolvedThemeAtom);
  const [fancyText, setFancyText] = useAtom(fancyTextAtom);
  return (
    <SettingsSection title="Display" icon={<Palette size={16} />}>
      <Switch
        label="Show Legends"
        description="Legends armies, units and regiments in browse and search."
        checked={showLegends}
        onCheckedChange={setShowLegends}
      />
      <div>
        <Switch
          label="Dark Mode"
          description={theme === 'system' ? 'Following your system setting.' : 'Chosen by you; your system setting is ignored.'}
          checked={resolved === 'dark'}
          onCheckedChange={(dark) => setTheme(dark ? 'dark' : 'light')}
        />
        {theme !== 'system' && (
          <div className={styles.systemRow}>
            <Button size="sm" variant="ghost" onClick={() => setTheme('system')}>
              Use system theme
            </Button>
          </div>
        )}
      </div>
      <Switch label="Fancy Text" description="A decorative typeface for headings." checked={fancyText} onCheckedChange={setFancyText} />
    </SettingsSection>
  );
}
