// The player's settings, each persisted under its own key.
import { atom } from 'jotai';
import { z } from 'zod/mini';

import { storedAtom } from './stored-atom';
import { THEME_KEY, THEMES, type ThemeChoice } from './theme-choice';

export const DEFAULT_DATA_REF = 'main';

/** One schema for every on/off setting: each one built is work at the app's start (a module of the first chunk). */
const Flag = z.boolean();

export const showLegendsAtom = storedAtom('showLegends', Flag, false);
export const themeAtom = storedAtom<ThemeChoice>(THEME_KEY, z.enum(THEMES), 'system');
export const fancyTextAtom = storedAtom('fancyText', Flag, false);
export const confirmDeleteAtom = storedAtom('confirmDeleteLists', Flag, true);
export const discordFormattingAtom = storedAtom('discordFormatting', Flag, false);
export const multiAddAtom = storedAtom('unitPickerMultiAdd', Flag, false);
export const redirectQrToDevAtom = storedAtom('redirectQrToDev', Flag, false);
export const developerModeAtom = storedAtom('developerMode', Flag, false);
/** Battle Settings: the optional ability sections and how phases open. */
export const battleCoreAbilitiesAtom = storedAtom('battleShowCoreAbilities', Flag, false);
export const battleCommandModelAbilitiesAtom = storedAtom('battleShowCommandModelAbilities', Flag, false);
export const battleCommandsAtom = storedAtom('battleShowCommands', Flag, false);
export const battleResetScrollAtom = storedAtom('battleResetScroll', Flag, false);
export const battleStartCollapsedAtom = storedAtom('battleStartCollapsed', Flag, false);
/** The battle view shows the phases (true) or Passives & Reactions (false). */
export const battlePhaseViewAtom = storedAtom('battlePhaseView', Flag, true);
/** Print: the paper, the list sheet's player name and QR code, warscroll cards on A6, the phase sheet's tactic cards. */
export const PAPER_SIZES = ['a4', 'letter'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];
export const printPaperAtom = storedAtom<PaperSize>('printPaper', z.enum(PAPER_SIZES), 'a4');
export const printPlayerNameAtom = storedAtom('printPlayerName', z.string().check(z.maxLength(100)), '');
export const printListQrAtom = storedAtom('printListQr', Flag, true);
export const printCardsA6Atom = storedAtom('printCardsA6', Flag, false);
export const printTacticCardsAtom = storedAtom('printTacticCards', Flag, true);
/** The branch or release tag of the game data (default 'main'). */
export const dataRefAtom = storedAtom('dataBranch', z.string().check(z.minLength(1), z.maxLength(200)), DEFAULT_DATA_REF);

/** Whether the system prefers dark; kept current by the theme hook. */
export const systemPrefersDarkAtom = atom(typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)').matches : false);

/** The theme in force: the player's choice, else the system's. */
export const resolvedThemeAtom = atom((get) => {
  const choice = get(themeAtom);
  if (choice !== 'system') return choice;
  return get(systemPrefersDarkAtom) ? 'dark' : 'light';
});
