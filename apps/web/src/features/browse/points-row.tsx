// A row with a name and its points: a universal manifestation lore or a regiment of renown.
import type { BrowsePointsItem } from '@scrolldex/rules';
import { Link, type LinkProps } from '@tanstack/react-router';

import { Badge } from '../../ui/badge';
import styles from './points-row.module.css';

export function PointsRow({ item, link }: { item: BrowsePointsItem; link: LinkProps }) {
  return (
    <li>
      <Link {...link} className={styles.row}>
        <span className={styles.name}>{item.name}</span>
        {item.legends && <Badge tone="legends">Legends</Badge>}
        <span className={styles.points}>{item.points} pts</span>
      </Link>
    </li>
  );
}
