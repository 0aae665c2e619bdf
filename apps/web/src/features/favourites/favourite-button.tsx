// The favourite star of an army, unit or FAQ: pressed when it is a favourite,
// its label naming what it stars.
import { Star } from 'lucide-react';

import type { FavouriteType } from '../../data/favourites-store';
import { useFavourite } from '../../state/favourites';
import { IconButton } from '../../ui/button';
import styles from './favourite-button.module.css';

type Props = { type: FavouriteType; name: string; tone?: 'default' | 'onHeader'; size?: number };

export function FavouriteButton({ type, name, tone = 'default', size = 20 }: Props) {
  const [favourite, toggle] = useFavourite(type, name);
  return (
    <IconButton label={`Favourite ${name}`} tone={tone} pressed={favourite} onClick={toggle} className={tone === 'default' ? styles.row : undefined}>
      <Star size={size} fill={favourite ? 'currentColor' : 'none'} aria-hidden="true" />
    </IconButton>
  );
}
