import type { GameData } from '../model/index.js';
import { buildCampaignContext } from './campaign-context.js';
import { campaignLabel } from './campaign-label.js';
import { rankForRenown } from './rank-ladder.js';
import type { BattleLogEntry, CampaignRoster, RosterUnit } from './roster.js';

const RESULT_WORDS: Record<BattleLogEntry['result'], string> = { win: 'Win', draw: 'Draw', loss: 'Loss' };

function unitLines(unit: RosterUnit, rank: string | null, warlord: boolean): string[] {
  const head = `${unit.name}${warlord ? ' (Warlord)' : ''}: ${unit.renown} renown${rank ? `, ${rank}` : ''}`;
  const details = [
    unit.path ? `Path: ${unit.path}${unit.pathAbilities.length > 0 ? ` (${unit.pathAbilities.join(', ')})` : ''}` : null,
    unit.enhancements.length > 0 ? `Enhancements: ${unit.enhancements.join(', ')}` : null,
    unit.scars.length > 0 ? `Battle scars: ${unit.scars.join(', ')}` : null,
  ];
  return [head, ...details.flatMap((line) => (line ? [`  ${line}`] : []))];
}

function battleLine(battle: BattleLogEntry, names: ReadonlyMap<string, string>): string {
  const renown = Object.entries(battle.renown).map(([unit, points]) => `${names.get(unit) ?? unit} +${points}`);
  const scars = battle.scars.map((taken) => `${names.get(taken.unit) ?? taken.unit}: ${taken.scar}`);
  const parts = [
    `${battle.date} ${RESULT_WORDS[battle.result]}${battle.opponent ? ` vs ${battle.opponent}` : ''}${battle.score ? ` ${battle.score.me}–${battle.score.opponent}` : ''}, +${battle.glory} glory`,
    renown.length > 0 ? `renown ${renown.join(', ')}` : null,
    scars.length > 0 ? `scars ${scars.join(', ')}` : null,
  ];
  return `- ${parts.filter((part) => part !== null).join('; ')}`;
}

/** The roster and its battle log as plain text, to share with a campaign's players. */
export function formatRoster(roster: CampaignRoster, data: GameData): string {
  const context = buildCampaignContext(data, roster);
  const ladder = context?.ladder ?? [];
  const names = new Map(roster.units.map((unit) => [unit.id, unit.name]));
  const tracks = (context?.counterTracks ?? []).flatMap((track) => track.items.map((item) => `${item}: ${roster.tracks[item] ?? 0}`));
  const lines = [
    roster.name,
    `${roster.faction}, Path to Glory: ${context ? campaignLabel(context.campaign) : 'unknown campaign'}`,
    `Glory points: ${roster.glory}`,
    ...roster.spent.map((spend) => `  Spent ${spend.glory} on ${spend.what}`),
    ...(roster.quest.name ? [`Quest: ${roster.quest.name} (${roster.quest.points} quest points)`] : []),
    ...tracks,
    '',
    'Order of Battle',
    ...roster.units.flatMap((unit) => unitLines(unit, rankForRenown(ladder, unit.renown)?.rank ?? null, unit.id === roster.warlord)),
  ];
  if (roster.log.length > 0) lines.push('', 'Battle log', ...roster.log.map((battle) => battleLine(battle, names)));
  return `${lines.join('\n')}\n`;
}
