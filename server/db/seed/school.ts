import { formatTime, systemClock, type Clock } from '../../lib/clock';
import { randomPassword } from '../../lib/passwords';
import type { Db } from '../types';
import { seedAccounts, seedConfigs, seedMenusAndRoles } from './demo-account';
import { demoData } from './demo-data';
import { seeded } from './demo-data/audit';
import { seedDictionaries } from './demo-dicts';
import { seedSiteConfig } from './demo-site';
import { withSetupChecklist } from './setup-checklist';
import { syncIdentities } from './identities';
import type { ConfigRow } from './rows/account';

// A real school's first start (SEED=school): only what the console needs to run, none of the demo
// records or values: the master menu, the roles, the dictionaries, the system parameters (no
// contact address, no shared initial password), the site's name and slogan (the console's own
// until the school sets its own), and one account, `admin`, with the password it is given
// (ADMIN_PASSWORD) or a new random one that the start keeps in a file (../first-admin-password.ts).
// Either way the account must change it at its first login: the given one lives on in the
// service's environment, the made-up one in a file. Its name, `admin`, reads the same in both
// languages (the home page greets by it). Schools, people, courses and the rest the school's staff
// create themselves.

/** The rule every password of the console follows. */
const PASSWORD_LENGTH = { min: 5, max: 20 };

/** Refuses a given admin password the console's own rule would refuse. */
export function checkAdminPassword(password: string): void {
  const { min, max } = PASSWORD_LENGTH;
  if (password.length < min || password.length > max) {
    throw new Error(`ADMIN_PASSWORD must be ${min} to ${max} characters long`);
  }
}

/** What a school's own database differs in from the demo data's parameters. */
const SCHOOL_CONFIG_VALUES: Record<string, string> = {
  // self-registration is off until the school's administrator turns it on
  'sys.account.registerUser': 'false',
  // the school's own address, until then none (the demo's is made up)
  'site.contact.email': '',
};
/**
 * The demo data's own parameters, left out: the plain-text captcha is for the demo's browser
 * tests; a shared initial password (123456 in the demo) is what a school must not have: a new
 * user's password is typed or made up at random by whoever creates the account.
 */
const DEMO_ONLY_CONFIG_KEYS = ['sys.account.captchaPlainText', 'sys.user.initPassword'];

function schoolConfigs(configs: ConfigRow[]): ConfigRow[] {
  return configs
    .filter((config) => !DEMO_ONLY_CONFIG_KEYS.includes(config.configKey))
    .map((config) => ({ ...config, configValue: SCHOOL_CONFIG_VALUES[config.configKey] ?? config.configValue }));
}

/**
 * Seeds a school's first start in one transaction. Answers the admin's password when it made a new
 * one (the caller keeps it in the data folder), nothing when it was given one.
 */
export async function seedSchool(db: Db, given?: string, clock: Clock = systemClock): Promise<string | undefined> {
  if (given !== undefined) checkAdminPassword(given);
  const password = given ?? randomPassword();
  const now = formatTime(clock.now());
  const data = demoData(clock.now());
  await db.transaction(async (tx) => {
    await seedMenusAndRoles(tx, data);
    await seedAccounts(tx, [
      {
        userId: 1,
        userName: 'admin',
        nickName: 'admin',
        name: 'admin',
        email: '',
        phonenumber: '',
        sex: '2',
        avatar: '',
        status: '0',
        roleIds: [1],
        schoolId: null,
        password,
        passwordChangeRequired: true,
        ...seeded(now),
      },
    ]);
    await seedDictionaries(tx, data);
    await seedConfigs(tx, { configs: withSetupChecklist(schoolConfigs(data.configs), now) });
    await seedSiteConfig(tx, { siteConfig: { ...data.siteConfig, updateBy: 'admin', updateTime: now } });
    await syncIdentities(tx);
  });
  return given === undefined ? password : undefined;
}
