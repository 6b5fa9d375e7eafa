// What the public /contentView page needs from the content feature.
export { usePublicContent } from './queries';
export type { PublicContent } from './types';
