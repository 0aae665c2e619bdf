export { FavouriteButton, FavouriteStar } from './favourite-button';
