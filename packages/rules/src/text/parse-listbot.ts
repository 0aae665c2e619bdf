// Listbot 4.0: no title or headings. Faction, formation, bracketed cards
// and lores, then regiments: a hero line '<Hero>[ [SoG]] (pts)', its
// bracketed picks, and '- N x <Unit> (pts)' members. A total line
// '2000/2000pts' and 'N drops' close it.
import { nameKey } from '../shared/name-key.js';
import { addCard, addLore, applyLabel, rejectFormation, setFormation } from './army-block.js';
import { applyOption } from './apply-option.js';
import type { ArmyHit } from './find-army.js';
import type { ListDraft } from './list-draft.js';
import { MAX_LINE_LENGTH } from './input-limits.js';
import { LISTBOT_MEMBER, LISTBOT_TOTAL_PATTERN } from './line-patterns.js';
import { headingOf, isDecoration, isFooter, splitCost, unitLine } from './line-parts.js';
import { isAmbiguous, matchKey } from './name-match.js';
import type { SourceLine } from './read-lines.js';
import { matchUnit } from './resolve-unit.js';

const BRACKETED = /^\[(.*)\]$/;

function readMember(draft: ListDraft, line: SourceLine, models: number, text: string): void {
  const { name } = splitCost(text.trim());
  const found = matchUnit(name, draft.index);
  const unit = draft.unitOf(line, name, found);
  const candidates = isAmbiguous(found) ? found.ambiguous : undefined;
  if (!unit) {
    const renown = matchKey(nameKey(name), draft.index.lookup.regimentsOfRenown);
    // Listbot files a regiment of renown as a member line; its units come from the data.
    if (renown && !candidates) return draft.openRenown(line, renown.value, name);
    if (!draft.regiment) return draft.addAuxiliary(line, undefined, name, candidates);
    return draft.addRegimentUnit(line, undefined, name, { leads: false, candidates });
  }
  if (unit.type === 'Terrain') return draft.setTerrain(line, unit, name);
  if (!draft.regiment) return draft.addAuxiliary(line, unit, name);
  const reinforced = unit.canBeReinforced && models >= unit.battleProfile.unitSize * 2;
  draft.addRegimentUnit(line, unit, name, { leads: false, reinforced });
}

function readHero(draft: ListDraft, line: SourceLine, name: string): void {
  const found = matchUnit(name, draft.index);
  const unit = draft.unitOf(line, name, found);
  if (unit?.type === 'Terrain') return draft.setTerrain(line, unit, name);
  if (!draft.regiment || draft.regimentHadLines) draft.openRegiment();
  draft.addRegimentUnit(line, unit, name, { leads: true, candidates: isAmbiguous(found) ? found.ambiguous : undefined });
}

/** '[General]', '[Swamp Staff]', '[Grinderfists x2 ; Doomflayer Gauntlets x2]', '[Lore of Shadows]', '[Wrathful Cycles]'. */
function readBracket(draft: ListDraft, line: SourceLine, content: string): void {
  const target = draft.target;
  if (target && target !== 'rejected') {
    const parts = content.split(/\s*;\s*/).filter(Boolean);
    const results = parts.map((part) => ({ part, result: applyOption(target, part, draft.index) }));
    if (results.every(({ result }) => result.ok)) {
      for (const { part, result } of results) if (result.ok && result.approximate) draft.noteApproximate(line, part, result.approximate);
      return;
    }
    if (results.some(({ result }) => result.ok)) {
      for (const { part, result } of results) if (!result.ok) draft.reject(line, result.code, result.reason, part);
      return;
    }
  }
  if (addCard(draft, line, content) || addLore(draft, line, content)) return;
  if (target === 'rejected') return draft.reject(line, 'OWNER_UNPLACED', `It belongs to ${draft.targetLine?.raw ?? 'a unit'}, which could not be placed.`);
  const name = splitCost(content).name;
  if (target) {
    return draft.reject(
      line,
      'UNKNOWN_OPTION',
      `${name} is not an enhancement or option of ${target.unit.name}, a battle tactic card or a lore in the current data.`,
    );
  }
  draft.reject(line, 'UNRECOGNISED', `${name} is not a battle tactic card or lore in the current data.`);
}

export function parseListbot(lines: readonly SourceLine[], hit: ArmyHit, draft: ListDraft): void {
  let formationSlot = hit.rest === null;
  let footer = false;
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at]!;
    const text = line.text;
    if (at === hit.at) {
      if (hit.rest && !setFormation(draft, line, hit.rest)) rejectFormation(draft, line, hit.rest);
      continue;
    }
    if (!text || isDecoration(text)) continue;
    if (text.length > MAX_LINE_LENGTH) {
      draft.reject(line, 'LINE_TOO_LONG', `Lines longer than ${MAX_LINE_LENGTH} characters are not read.`);
      continue;
    }
    if (at < hit.at) {
      draft.reject(line, 'UNRECOGNISED', 'Text above the army line is not part of the list.');
      continue;
    }
    if (isFooter(text)) {
      footer = true;
      continue;
    }
    if (footer) {
      draft.reject(line, 'AFTER_FOOTER', 'Text after the footer is not part of the list.');
      continue;
    }
    const total = LISTBOT_TOTAL_PATTERN.exec(text);
    if (total) {
      draft.statedPoints = Number(total[1]);
      draft.setCap(Number(total[2]));
      continue;
    }
    if (headingOf(text)) {
      draft.regiment = null;
      draft.endUnit();
      continue;
    }
    const bracket = BRACKETED.exec(text);
    if (bracket) {
      readBracket(draft, line, bracket[1]!.trim());
      continue;
    }
    const member = LISTBOT_MEMBER.exec(text);
    if (member) {
      readMember(draft, line, Number(member[1]), member[2]!);
      continue;
    }
    if (applyLabel(draft, line)) continue;
    const slot = formationSlot;
    formationSlot = false;
    const unit = unitLine(text);
    if (unit.points !== null) {
      readHero(draft, line, unit.name);
      continue;
    }
    if (setFormation(draft, line, text)) continue;
    if (slot) rejectFormation(draft, line, line.raw);
    else draft.reject(line, 'UNRECOGNISED', 'Not a line the importer recognises; notes are not imported.');
  }
}
