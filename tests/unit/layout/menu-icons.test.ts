import { describe, expect, it } from 'vitest';
import { MENU_ICON_NAMES } from '@/layout/menu-icons';
import { MENUS } from '../../../server/db/seed/demo-data/menus';

// Every icon the seeded menus name is one the console can draw: a name it does not know falls back
// to the neutral icon, and two entries of one group would look alike (the login log and the online
// users did).

describe('the menus’ icons', () => {
  it('are all drawn by the console', () => {
    const named = [...new Set(MENUS.map((menu) => menu.icon).filter(Boolean))];
    expect(named.filter((icon) => !MENU_ICON_NAMES.includes(icon))).toEqual([]);
  });
});
