import type { FeatureScreens, HiddenPage, ScreenLoader } from '@/utils/screens';

/**
 * Every feature's `screens.ts`, gathered at build time: adding a screen touches only its feature
 * folder. The declarations are small and eager; the screens they name stay lazy chunks.
 */
const declarations = import.meta.glob<FeatureScreens>('../features/**/screens.ts', {
  eager: true,
  import: 'default',
});

/** The files gathered, as `features/<feature>/screens.ts` (for the test that nothing is missed). */
export const declarationFiles: readonly string[] = Object.keys(declarations).map((file) => file.replace(/^\.\.\//, ''));

function gatherScreens(): Record<string, ScreenLoader> {
  const all: Record<string, ScreenLoader> = {};
  for (const [file, { screens }] of Object.entries(declarations)) {
    for (const [name, load] of Object.entries(screens)) {
      if (name in all) throw new Error(`The screen "${name}" is declared twice (again in ${file})`);
      all[name] = load;
    }
  }
  return all;
}

/** component name → screen, from every feature */
export const declaredScreens: Readonly<Record<string, ScreenLoader>> = gatherScreens();

/** The hidden pages of every feature; pinned (affix) pages first, so their tabs lead the strip. */
export const declaredPages: readonly HiddenPage[] = Object.values(declarations)
  .flatMap((d) => d.pages ?? [])
  .sort((a, b) => Number(!!b.affix) - Number(!!a.affix));
