// The menu feature's public entry: the user's menu as a flat list (the search page uses it).
export { menuEntries, menuGroups, type MenuEntry } from './menu-entries';
