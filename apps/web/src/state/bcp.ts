// The Best Coast Pairings login kept on this device, and
// the page to return to once BCP's login comes back.
import { BcpLoginSchema, type BcpLogin } from '@scrolldex/contract';
import { z } from 'zod/mini';

import { storedAtom } from './stored-atom';

export const bcpLoginAtom = storedAtom<BcpLogin | null>('bcpLogin', z.nullable(BcpLoginSchema), null);

/** A path of this app ('/settings'), never another site's address ('//evil.example'). */
const InAppPathSchema = z.string().check(z.regex(/^\/(?![/\\])/), z.maxLength(2000));

/** Where Connect was pressed: the login callback returns there, then forgets it. */
export const bcpReturnPathAtom = storedAtom<string | null>('bcpReturnPath', z.nullable(InAppPathSchema), null);
