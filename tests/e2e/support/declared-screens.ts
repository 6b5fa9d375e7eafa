import { declaredScreens } from '@/router/features';

// The screens the app itself declares (every feature's screens.ts), read from the source at test
// time, so that a sweep over "every screen" fails when a screen is added without being covered.

/** Every screen's component name, e.g. 'admin/course/index', sorted. */
export function declaredScreenNames(): string[] {
  return Object.keys(declaredScreens).sort();
}

/**
 * The declared screens a sweep's table lacks, and the table's names that are no screen (a renamed
 * or removed one): both must be empty.
 */
export function coverageGaps(covered: Iterable<string>): { missing: string[]; unknown: string[] } {
  const declared = new Set(declaredScreenNames());
  const listed = new Set(covered);
  return {
    missing: [...declared].filter((name) => !listed.has(name)),
    unknown: [...listed].filter((name) => !declared.has(name)),
  };
}
