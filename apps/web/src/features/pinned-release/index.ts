export { PinnedReleaseNote } from './pinned-release-note';
export { type ReleaseOffer, releaseOfferFor, ReleaseOfferNote } from './release-offer-note';
