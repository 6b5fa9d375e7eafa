// What the public /contentView page needs from the content feature.
export { usePublicContent, type PublicContentState } from './usePublicContent';
export type { PublicContent } from './types';
export { publicAddress } from './public-link';
