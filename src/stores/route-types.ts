/** A menu entry as `/getRouters` sends it. */
export interface MenuMeta {
  title?: string;
  icon?: string;
  noCache?: boolean;
  affix?: boolean;
  link?: string | null;
  /** For hidden detail pages: the list whose menu item stays highlighted. */
  activeMenu?: string;
}

export interface MenuRoute {
  name?: string;
  path: string;
  hidden?: boolean;
  redirect?: string;
  component?: string;
  alwaysShow?: boolean;
  query?: string;
  meta?: MenuMeta;
  children?: MenuRoute[];
}

/** A page the console can open: one flat entry per reachable leaf of the menu. */
export interface PageRoute {
  /** Full path, always starting with '/'. */
  path: string;
  /** Screen name from the server (`admin/school/index`), or InnerLink. */
  component: string;
  meta: MenuMeta;
  hidden: boolean;
  /** Titles of the ancestors, outermost first (breadcrumb and search). */
  ancestors: string[];
  /** Default query of the menu entry (RuoYi sends it as a JSON string). */
  query?: Record<string, string>;
  /** Shape each `:param` must have; a path that breaks it is not this page (e.g. numeric ids). */
  params?: Record<string, RegExp>;
}
