// Battle Settings: which optional ability sections the
// battle view adds, and how its phases open.
import { useAtom } from 'jotai';
import { Settings2, Sparkles } from 'lucide-react';

import { Page } from '../../shared/page';
import {
  battleCommandModelAbilitiesAtom,
  battleCommandsAtom,
  battleCoreAbilitiesAtom,
  battleResetScrollAtom,
  battleStartCollapsedAtom,
} from '../../state/settings';
import { Switch } from '../../ui/switch';
import { SettingsSection } from '../settings';
import styles from './battle-settings-page.module.css';

export function BattleSettingsPage() {
  const [core, setCore] = useAtom(battleCoreAbilitiesAtom);
  const [commandModels, setCommandModels] = useAtom(battleCommandModelAbilitiesAtom);
  const [commands, setCommands] = useAtom(battleCommandsAtom);
  const [resetScroll, setResetScroll] = useAtom(battleResetScrollAtom);
  const [startCollapsed, setStartCollapsed] = useAtom(battleStartCollapsedAtom);
  return (
    <Page title="Battle Settings">
      <div className={styles.sections}>
        <SettingsSection title="Additional Abilities" icon={<Sparkles size={16} />}>
          <Switch
            label="Core Abilities"
            description="The core actions, and the keyword abilities (Fly, Ward, Guarded Hero...) of the units in the list."
            checked={core}
            onCheckedChange={setCore}
          />
          <Switch
            label="Command Model Abilities"
            description="Champion, Musician and Standard Bearer, for the units that have them."
            checked={commandModels}
            onCheckedChange={setCommandModels}
          />
          <Switch label="Commands" description="The core commands, such as All-out Attack and Redeploy." checked={commands} onCheckedChange={setCommands} />
        </SettingsSection>
        <SettingsSection title="Misc" icon={<Settings2 size={16} />}>
          <Switch
            label="Reset Scroll Each Phase"
            description="Every phase opens at the top instead of where you left it."
            checked={resetScroll}
            onCheckedChange={setResetScroll}
          />
          <Switch
            label="Start Sections Collapsed"
            description="Ability sections open folded; tap a section to unfold it."
            checked={startCollapsed}
            onCheckedChange={setStartCollapsed}
          />
        </SettingsSection>
      </div>
    </Page>
  );
}
