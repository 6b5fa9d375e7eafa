// The roles feature's public entry: its query keys, which the menu screen refreshes (the role
// editor's menu tree is the menu that screen changes).
export { roleKeys } from './queries';
