// @scrolldex/contract/password: the new-password rule and zxcvbn's scoring, apart
// from the package's main entry because of zxcvbn's word lists (about a megabyte).
export { ARMY_NAMES, SITE_WORDS } from './site-words.js';
export { PASSWORD_IS_NAME, PASSWORD_ONLY_SPACES, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT, type PasswordOwner } from '../account.js';
export { passwordRatingPrepared, preparePasswordRating, ratePassword, rateSecret, type PasswordRating, type SecretRating } from './rate-password.js';
