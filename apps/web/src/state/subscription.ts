// Whether this account's sync is refused for want of a subscription: the
// server says it requires one (GET /config) and the account's token carries
// no active one, the rule of the sync routes' 402 (docs/decisions.md, "Subscriptions").
import { hasActiveSubscription } from '@scrolldex/contract';
import { atom } from 'jotai';

import { runtimeConfigAtom } from './game-data';
import { accountAtom } from './session';

/** True only for a signed-in account on a server that requires a subscription it lacks. */
export const syncNeedsSubscriptionAtom = atom((get) => {
  const account = get(accountAtom);
  return account !== null && get(runtimeConfigAtom)?.subscriptionRequired === true && !hasActiveSubscription(account.subscriptionStatus);
});
