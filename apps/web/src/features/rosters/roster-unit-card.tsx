// One unit of the Order of Battle: its renown (a stepper), its rank and what
// the next needs, its path (only the paths its keywords allow) and the path
// abilities it has (a button opens them to choose), its enhancements where the
// army's tables offer it any (a button opens them), its battle scars, and its
// menu (warlord, remove).
import { meetsUnitCondition, nextRank, rankForRenown, rosterEnhancementTables, type CampaignContext, type RosterEdit, type RosterUnit } from '@scrolldex/rules';
import { Crown, Ellipsis, Gem, Sparkles, Trash2 } from 'lucide-react';

import { Badge } from '../../ui/badge';
import { Button, IconButton } from '../../ui/button';
import { Counter } from '../../ui/counter';
import { Menu } from '../../ui/menu';
import { Select } from '../../ui/select';
import { ScarChips } from './scar-chips';
import styles from './roster-page.module.css';

type Props = {
  unit: RosterUnit;
  warlord: boolean;
  context: CampaignContext;
  locked: boolean;
  onEdit: (edit: RosterEdit) => void;
  onOpenAbilities: () => void;
  onOpenEnhancements: () => void;
};

export function RosterUnitCard({ unit, warlord, context, locked, onEdit, onOpenAbilities, onOpenEnhancements }: Props) {
  const keywords = context.warscrolls.get(unit.name)?.keywords ?? [];
  const rank = rankForRenown(context.ladder, unit.renown);
  const next = nextRank(context.ladder, unit.renown);
  const takesEnhancements = rosterEnhancementTables(context, unit.name).length > 0;
  const paths = context.campaign.paths.filter((path) => path.name === unit.path || meetsUnitCondition(path.takenBy, keywords));
  return (
    <article className={styles.unit} aria-label={unit.name}>
      <header className={styles.unitHeader}>
        <div className={styles.unitTitles}>
          <h3 className={styles.unitName}>{unit.name}</h3>
          <p className={styles.rankLine}>
            {warlord && (
              <Badge tone="accent">
                <Crown size={12} aria-hidden="true" /> Warlord
              </Badge>
            )}
            <Badge tone={rank ? 'valid' : 'neutral'}>{rank?.rank ?? 'No rank yet'}</Badge>
            <span className={styles.muted}>{next ? `${next.renownToGo} renown to ${next.rank}` : 'Highest rank'}</span>
          </p>
        </div>
        <Menu
          trigger={
            <IconButton label={`Actions for ${unit.name}`} disabled={locked}>
              <Ellipsis size={20} aria-hidden="true" />
            </IconButton>
          }
          items={[
            { label: 'Make warlord', icon: <Crown size={16} />, disabled: warlord, onSelect: () => onEdit({ op: 'setWarlord', unit: unit.id }) },
            { label: 'Remove unit', icon: <Trash2 size={16} />, danger: true, onSelect: () => onEdit({ op: 'removeUnit', unit: unit.id }) },
          ]}
        />
      </header>
      <div className={styles.unitControls}>
        <div className={styles.renown}>
          <span className={styles.label}>Renown</span>
          <Counter label={`${unit.name} renown`} value={unit.renown} max={99} onChange={(renown) => onEdit({ op: 'setRenown', unit: unit.id, renown })} />
        </div>
        <Select
          label="Path"
          value={unit.path}
          emptyLabel="No path"
          disabled={locked}
          options={paths.map((path) => ({ value: path.name, label: path.name }))}
          onChange={(path) => onEdit({ op: 'setPath', unit: unit.id, path })}
        />
      </div>
      {unit.path && (
        <div className={styles.chips}>
          {unit.pathAbilities.map((ability) => (
            <Badge key={ability} tone="accent">
              {ability}
            </Badge>
          ))}
          <Button size="sm" icon={<Sparkles size={14} aria-hidden="true" />} onClick={onOpenAbilities}>
            {unit.pathAbilities.length === 0 ? 'Choose abilities' : 'Path abilities'}
          </Button>
        </div>
      )}
      {(takesEnhancements || unit.enhancements.length > 0) && (
        <div className={styles.chips}>
          {unit.enhancements.map((name, index) => (
            <Badge key={`${name}-${index}`} tone="accent">
              <Gem size={12} aria-hidden="true" /> {name}
            </Badge>
          ))}
          {takesEnhancements && (
            <Button size="sm" icon={<Gem size={14} aria-hidden="true" />} aria-label={`Enhancements of ${unit.name}`} onClick={onOpenEnhancements}>
              Enhancements
            </Button>
          )}
        </div>
      )}
      <ScarChips
        context={context}
        unitName={unit.name}
        scars={unit.scars}
        locked={locked}
        onAdd={(scar) => onEdit({ op: 'addScar', unit: unit.id, scar })}
        onRemove={(scar) => onEdit({ op: 'removeScar', unit: unit.id, scar })}
      />
    </article>
  );
}
