// The official app's layouts A and B and the tools that copy them (Sigdex,
// New Recruit, our own export): a header, an army block, then sections
// headed 'General's Regiment', 'Regiment N', 'Regiments of Renown',
// 'Auxiliary Units' and 'Faction Terrain'. One pass over the lines.
import { addCards, addLores, addTerrain, applyLabel, rejectFormation, setFormation } from './army-block.js';
import { LORE_FIELDS } from './import-index.js';
import type { ArmyHit, Title } from './find-army.js';
import type { ListDraft } from './list-draft.js';
import { MAX_LINE_LENGTH } from './input-limits.js';
import { BRACKET_LABELLED_OPTION, BULLET_PREFIX, INLINE_BULLET, INLINE_RENOWN_HEADING, type LabelKind } from './line-patterns.js';
import { headingOf, isDecoration, isFooter, splitNote, unitLine } from './line-parts.js';
import { isAmbiguous } from './name-match.js';
import type { SourceLine } from './read-lines.js';
import { readRenownLine } from './renown-lines.js';
import { matchUnit } from './resolve-unit.js';

type Section = 'army' | 'regiment' | 'renown' | 'auxiliary' | 'terrain' | 'footer';

class AppTextReader {
  private section: Section = 'army';
  private lastLabel: LabelKind | undefined;
  /** True until the army block's first unlabelled line: that line is the battle formation. */
  private formationSlot: boolean;

  constructor(
    private readonly draft: ListDraft,
    hit: ArmyHit,
  ) {
    this.formationSlot = hit.rest === null;
  }

  read(line: SourceLine): void {
    const { draft } = this;
    const text = line.text;
    if (text.length > MAX_LINE_LENGTH) return draft.reject(line, 'LINE_TOO_LONG', `Lines longer than ${MAX_LINE_LENGTH} characters are not read.`);
    if (isDecoration(text)) return;
    if (isFooter(text)) {
      this.section = 'footer';
      return;
    }
    if (this.section === 'footer') return draft.reject(line, 'AFTER_FOOTER', 'Text after the footer is not part of the list.');
    const heading = headingOf(text);
    if (heading) return this.openSection(heading);
    const renown = INLINE_RENOWN_HEADING.exec(text);
    if (renown) {
      this.openSection('renown');
      return readRenownLine(draft, line, unitLine(renown[1]!));
    }
    const bullet = BULLET_PREFIX.exec(text);
    if (bullet && text.length > bullet[0].length) return this.readBullet(line, text.slice(bullet[0].length).trim());
    const labelled = this.section === 'army' ? null : BRACKET_LABELLED_OPTION.exec(text);
    if (labelled) return this.readBullet(line, `${labelled[1]}: ${labelled[2]}`);
    const label = applyLabel(draft, line);
    if (label) {
      this.lastLabel = label;
      return;
    }
    this.lastLabel = undefined;
    switch (this.section) {
      case 'army':
        return this.readArmyLine(line);
      case 'regiment':
        return this.readUnit(line, 'regiment');
      case 'auxiliary':
        return this.readUnit(line, 'auxiliary');
      case 'terrain':
        return addTerrain(draft, line, text);
      case 'renown':
        return readRenownLine(draft, line, unitLine(text));
    }
  }

  private openSection(heading: NonNullable<ReturnType<typeof headingOf>>): void {
    const { draft } = this;
    this.lastLabel = undefined;
    draft.endUnit();
    if (heading === 'renown') draft.bundle = null;
    if (heading === 'renown' || heading === 'auxiliary' || heading === 'terrain') {
      this.section = heading;
      return;
    }
    // 'General's regiment' right under a fresh 'Regiment 1' heading names the same regiment.
    const fresh = this.section === 'regiment' && draft.regiment !== null && !draft.regimentHadLines;
    if (!(heading === 'generalsRegiment' && fresh)) draft.openRegiment();
    if (heading === 'generalsRegiment') draft.generalsRegiment = draft.regiment;
    this.section = 'regiment';
  }

  private readBullet(line: SourceLine, text: string): void {
    const { draft } = this;
    if (this.section === 'army') return this.readArmyBullet(line, text);
    if (this.section === 'renown') return readRenownLine(draft, line, { ...unitLine(text), bullet: text });
    if (this.section === 'terrain') return addTerrain(draft, line, text);
    draft.applyBullet(line, text);
  }

  /** A bullet of the army block: a labelled line of its own ('• Drops: 3'), or an item of the label above it ('Battle Tactic Cards:' then '• A'). */
  private readArmyBullet(line: SourceLine, text: string): void {
    const { draft } = this;
    if (applyLabel(draft, { ...line, text })) return;
    const field = LORE_FIELDS.find((entry) => entry.field === this.lastLabel)?.field;
    if (this.lastLabel === 'cards') return addCards(draft, line, text);
    if (field) return addLores(draft, line, text, field);
    draft.reject(line, 'NO_UNIT_FOR_OPTION', 'This option line does not follow a unit.');
  }

  private readArmyLine(line: SourceLine): void {
    const { draft } = this;
    const slot = this.formationSlot;
    this.formationSlot = false;
    if (setFormation(draft, line, line.text)) return;
    const { name } = unitLine(line.text);
    if (matchUnit(name, draft.index)) {
      // Units without any regiment heading: they open one.
      this.section = 'regiment';
      return this.readUnit(line, 'regiment');
    }
    if (slot) return rejectFormation(draft, line, line.raw);
    draft.reject(line, 'UNRECOGNISED', 'Not a line the importer recognises; notes are not imported.');
  }

  private readUnit(line: SourceLine, section: 'regiment' | 'auxiliary'): void {
    const { draft } = this;
    const [text, ...bullets] = line.text.split(INLINE_BULLET);
    const { name, models, points } = unitLine(text!);
    let found = matchUnit(name, draft.index);
    const noted = found ? undefined : splitNote(name);
    if (noted) {
      found = matchUnit(noted.name, draft.index);
      if (found) draft.ignoreNote(line, noted.note);
    }
    if (!found && points === null && models === null) {
      draft.endUnit();
      return draft.reject(line, 'UNRECOGNISED', 'Not a unit line or option the importer recognises; notes are not imported.');
    }
    const unit = draft.unitOf(line, name, found);
    const candidates = isAmbiguous(found) ? found.ambiguous : undefined;
    if (section === 'auxiliary') {
      draft.addAuxiliary(line, unit, name, candidates);
      for (const bullet of bullets) draft.applyBullet(line, bullet);
      return;
    }
    const size = unit?.battleProfile.unitSize ?? 0;
    const reinforced = models !== null && size > 0 && models >= size * 2 && unit?.canBeReinforced === true;
    draft.addRegimentUnit(line, unit, name, { reinforced, candidates });
    for (const bullet of bullets) draft.applyBullet(line, bullet);
  }

  /** A line above the army line (there is no title): labels are read, the rest reported. */
  readAboveArmy(line: SourceLine): void {
    if (isDecoration(line.text) || applyLabel(this.draft, line)) return;
    this.draft.reject(line, 'UNRECOGNISED', 'Text above the army line is not part of the list.');
  }

  /** Whatever follows the army in a 'Faction | X' header: a formation, else reported. */
  readRest(line: SourceLine, rest: string): void {
    if (!setFormation(this.draft, line, rest)) rejectFormation(this.draft, line, rest);
  }
}

/** Reads every line except the name lines, the title and the army line. */
export function parseAppText(lines: readonly SourceLine[], skip: ReadonlySet<number>, hit: ArmyHit, title: Title | undefined, draft: ListDraft): void {
  if (title) {
    draft.list.name = title.name;
    draft.statedPoints = title.points;
    if (title.cap !== null) draft.setCap(title.cap);
  }
  const reader = new AppTextReader(draft, hit);
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at]!;
    if (at === hit.at && hit.rest) reader.readRest(line, hit.rest);
    if (skip.has(at) || !line.text) continue;
    if (at < hit.at) reader.readAboveArmy(line);
    else reader.read(line);
  }
}
