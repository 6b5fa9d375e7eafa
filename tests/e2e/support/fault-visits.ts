import type { Page } from 'playwright-core';
import { addressOf, SCREEN_VISITS, type ScreenVisit, type VisitAccount } from './screen-visits';

// The fault sweep opens every screen as the other sweeps do (SCREEN_VISITS: the account, the
// address); a few screens need something more to show a failing backend.

export interface FaultExtra {
  /** the screen asks the backend nothing when it opens (its data is local): no message comes */
  quiet?: true;
  /** makes the screen call the backend, when opening it does not */
  act?: (page: Page) => Promise<void>;
  /** another address of the screen, one whose opening shows the fault */
  path?: (page: Page) => Promise<string>;
}

const visitOf = (screen: string): ScreenVisit => {
  const visit = SCREEN_VISITS.find((v) => v.screen === screen);
  if (!visit) throw new Error(`no visit of ${screen}`);
  return visit;
};

export const FAULT_EXTRAS: Readonly<Record<string, FaultExtra>> = {
  menu: { quiet: true },
  // By its address a file comes as bytes, and a body that is not JSON is just a broken file to the
  // viewer (it says so); by a course file's id its description comes first, as JSON.
  fileView: {
    path: async (page) => (await addressOf(visitOf('courseFileView'), page)).replace('/courseFileView', '/fileView'),
  },
  'admin/search': {
    act: (page) => page.getByRole('main').getByRole('combobox', { name: '搜索菜单' }).fill('数学'),
  },
  'user/changeInfoPw': {
    act: async (page) => {
      const main = page.getByRole('main');
      await main.getByLabel('旧密码', { exact: true }).fill('admin123');
      await main.getByLabel('新密码', { exact: true }).fill('admin1234');
      await main.getByLabel('确认密码', { exact: true }).fill('admin1234');
      await main.getByRole('button', { name: /保\s*存/ }).click();
    },
  },
};

/**
 * The screens one account opens in the sweep, by name: the home page, on screen after logging in,
 * would ask nothing if it came first. The kit gallery's sample editor (demo build only) keeps its
 * record in the browser and asks the backend nothing, so it has no fault to show.
 */
export const faultVisits = (account: VisitAccount): ScreenVisit[] =>
  SCREEN_VISITS.filter((visit) => visit.account === account && !visit.demoOnly).sort((a, b) =>
    a.screen.localeCompare(b.screen),
  );
