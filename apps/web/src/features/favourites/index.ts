export { FavouriteButton } from './favourite-button';
