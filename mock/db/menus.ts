// The master menu is the demo seed's (server/db/seed/demo-data/menus.ts).
export { MENUS, menuByPath, type MenuDef } from '../../server/db/seed/demo-data/menus';
