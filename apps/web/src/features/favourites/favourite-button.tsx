// The favourite star of an army, unit or FAQ: pressed when it is a favourite,
// its label naming what it stars.
import { Star } from 'lucide-react';

import type { FavouriteType } from '../../data/favourites-store';
import { useFavourite } from '../../state/favourites';
import { IconButton } from '../../ui/button';
import styles from './favourite-button.module.css';

type Look = { tone?: 'default' | 'onHeader'; size?: number };

export function FavouriteButton({ type, name, ...look }: { type: FavouriteType; name: string } & Look) {
  const [favourite, toggle] = useFavourite(type, name);
  return <FavouriteStar name={name} favourite={favourite} onToggle={toggle} {...look} />;
}

/**
 * The star itself, for a list of many rows whose screen reads the favourites once and hands each row its own (every
 * FavouriteButton reads the whole store and subscribes to it).
 */
export function FavouriteStar({ name, favourite, onToggle, tone = 'default', size = 20 }: { name: string; favourite: boolean; onToggle: () => void } & Look) {
  return (
    <IconButton label={`Favourite ${name}`} tone={tone} pressed={favourite} onClick={onToggle} className={tone === 'default' ? styles.row : undefined}>
      <Star size={size} fill={favourite ? 'currentColor' : 'none'} aria-hidden="true" />
    </IconButton>
  );
}
