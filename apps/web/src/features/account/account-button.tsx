// The home header's account button: shown only in
// developer mode; its icon says whether someone is logged in. Everybody else
// reaches the account from the settings page's sync card.
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { UserRound, UserRoundCheck } from 'lucide-react';

import { developerModeAtom } from '../../state/settings';
import { hasSessionAtom } from '../../state/session';
import { IconButton } from '../../ui/button';

export function AccountButton() {
  const developerMode = useAtomValue(developerModeAtom);
  const loggedIn = useAtomValue(hasSessionAtom);
  const navigate = useNavigate();
  if (!developerMode) return null;
  const Icon = loggedIn ? UserRoundCheck : UserRound;
  return (
    <IconButton label={loggedIn ? 'Account (logged in)' : 'Account'} tone="onHeader" onClick={() => void navigate({ to: '/account' })}>
      <Icon size={22} aria-hidden="true" />
    </IconButton>
  );
}
