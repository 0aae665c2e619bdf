// Lists: how deleting, exporting and the unit picker behave; the QR redirect
// for developers only.
import { useAtom, useAtomValue } from 'jotai';
import { ScrollText } from 'lucide-react';

import { confirmDeleteAtom, developerModeAtom, discordFormattingAtom, multiAddAtom, redirectQrToDevAtom } from '../../state/settings';
import { Switch } from '../../ui/switch';
import { SettingsSection } from './settings-section';

export function ListSettings() {
  const [confirmDelete, setConfirmDelete] = useAtom(confirmDeleteAtom);
  const [discord, setDiscord] = useAtom(discordFormattingAtom);
  const [multiAdd, setMultiAdd] = useAtom(multiAddAtom);
  const [redirectQr, setRedirectQr] = useAtom(redirectQrToDevAtom);
  const developerMode = useAtomValue(developerModeAtom);
  return (
    <SettingsSection title="Lists" icon={<ScrollText size={16} />}>
      <Switch label="Confirm when deleting lists" description="Ask before a list is deleted." checked={confirmDelete} onCheckedChange={setConfirmDelete} />
      <Switch label="Discord formatting" description="Wrap exported lists in a code block for Discord." checked={discord} onCheckedChange={setDiscord} />
      <Switch
        label="Unit picker Multi-add"
        description="Keep the unit picker open to add several units in a row."
        checked={multiAdd}
        onCheckedChange={setMultiAdd}
      />
      {developerMode && (
        <Switch
          label="Redirect QR Codes to dev?"
          description="QR codes open the list on the developer host."
          checked={redirectQr}
          onCheckedChange={setRedirectQr}
        />
      )}
    </SettingsSection>
  );
}
