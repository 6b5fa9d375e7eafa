import { defineScreens, type ScreenLoader } from '@/utils/screens';

/** Says clearly that the screen is not built yet; its route and menu entry are real. */
const notBuilt: ScreenLoader = () => import('@/features/errors/NotBuiltPage');

/**
 * Screens later work will build. When a screen is built, its name moves out of this list into
 * its own feature's `screens.ts` (docs/screens/README.md).
 */
const PENDING: readonly string[] = [];

export default defineScreens({
  screens: Object.fromEntries(PENDING.map((name) => [name, notBuilt])),
});
