// The core rules' command points, as data. The converted game data does not
// carry them: BSData's game system file (Age of Sigmar 4.0.gst) states the
// keyword, weapon, terrain and command-model abilities but no rule about
// command points, and its only mention of 'underdog' is a battle tactic. So,
// like the core commands (core-abilities.ts), they are authored here, in our
// own words, from the published rules:
//
// - Core Rules, Commands module (Warhammer Age of Sigmar, 4th edition), as
//   Warhammer Community previewed it ('React to your opponent with powerful
//   new commands', 10 April 2024): "Each player gets four command points at
//   the start of the battle round"; "the underdog can harvest one extra point
//   each round – that's the player with fewer victory points at the start of
//   the round"; "if you start with fewer auxiliary units than your opponent,
//   you earn one extra CP per battle round"; "Any command points you haven't
//   spent by the end of the battle round are gone".
// - General's Handbook battle pack, 'Underspend': a list 50 or more points
//   under the points limit gets 1 extra command point in the first battle
//   round only.
// - Commands: each command can be used once per phase by each army (our core
//   rules document says so beside the commands; abilityFrequency reads it).
//
// Equal victory points make no underdog, and equal auxiliary units no bonus.

export const COMMAND_POINT_GAIN_REASONS = ['battleRound', 'underdog', 'fewerAuxiliaryUnits', 'underspend'] as const;
export type CommandPointGainReason = (typeof COMMAND_POINT_GAIN_REASONS)[number];

export type CommandPointRules = {
  /** What each player receives at the start of every battle round. */
  perBattleRound: number;
  /** The player with fewer victory points at the start of the battle round. */
  underdog: number;
  /** The player whose list has fewer auxiliary units, every battle round. */
  fewerAuxiliaryUnits: number;
  /** A list this many points or more under its points limit ... */
  underspendMargin: number;
  /** ... gets this many in the first battle round. */
  underspend: number;
  /** Unspent command points are lost when the battle round ends. */
  carryOver: false;
};

export const COMMAND_POINT_RULES: Readonly<CommandPointRules> = {
  perBattleRound: 4,
  underdog: 1,
  fewerAuxiliaryUnits: 1,
  underspendMargin: 50,
  underspend: 1,
  carryOver: false,
};
