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
