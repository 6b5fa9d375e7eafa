import type { Permission } from '@contract/permissions';
import type { ComponentType } from 'react';

/** Loads one screen; each is its own lazy chunk. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/** A page of the shell that is not in the server menu, such as a hidden detail or edit page. */
export interface HiddenPage {
  path: string;
  /** the component name of a screen declared in some `screens.ts` */
  component: string;
  titleKey: string;
  /** Added only for users holding one of these (RuoYi's dynamic routes). */
  permissions?: Permission[];
  /** what each path parameter must look like, or the page is not found */
  params?: Record<string, RegExp>;
  affix?: boolean;
  noCache?: boolean;
  /** the menu entry that stays highlighted while this page is open */
  activeMenu?: string;
}

/** What a feature's `screens.ts` declares; the router gathers every one of them. */
export interface FeatureScreens {
  /** component name (as the server menu sends it) → the screen */
  screens: Record<string, ScreenLoader>;
  pages?: HiddenPage[];
}

/** Only types the declaration; a feature's `screens.ts` default-exports its result. */
export function defineScreens(declaration: FeatureScreens): FeatureScreens {
  return declaration;
}

/** A path parameter that is a database id. */
export const NUMERIC_ID = /^\d+$/;

/** A path parameter of a page that also creates: a database id, or `new`. */
const ID_OR_NEW = /^(new|\d+)$/;

interface RecordPageOptions {
  /** the screen's component name, when it is not the path before its first parameter */
  component?: string;
  /** the page also creates a record: its last parameter may be `new` */
  creates?: boolean;
  noCache?: boolean;
}

/**
 * A hidden page that shows or edits one record, opened from a list: each `:name` in the path is
 * the record's id (or `new` for the last one of a page that `creates`), the page is open only to
 * holders of one of `permissions`, and `activeMenu` (the list) stays highlighted while it is open.
 */
export function recordPage(
  path: string,
  titleKey: string,
  permissions: Permission[],
  activeMenu: string,
  { component, creates, noCache }: RecordPageOptions = {},
): HiddenPage {
  const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]);
  const params = Object.fromEntries(
    names.map((name, index) => [name, creates && index === names.length - 1 ? ID_OR_NEW : NUMERIC_ID]),
  );
  return {
    path,
    component: component ?? path.slice(1, path.indexOf('/:')),
    titleKey,
    permissions,
    params,
    activeMenu,
    ...(noCache === undefined ? {} : { noCache }),
  };
}
