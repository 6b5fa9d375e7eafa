import { randomBytes } from 'node:crypto';
import { formatTime, systemClock, type Clock } from '../../lib/clock';
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
// records: the master menu, the roles, the dictionaries, the system parameters, the site's name
// and slogan (the console's own until the school sets its own), and one account, `admin`, with
// the password it is given (ADMIN_PASSWORD) or a new random one, told once on the server's
// output. Schools, people, courses and the rest the school's staff create themselves.

/** The rule every password of the console follows. */
const PASSWORD_LENGTH = { min: 5, max: 20 };

/** 16 characters from 12 random bytes (96 bits), within the password rule. */
function newPassword(): string {
  return randomBytes(12).toString('base64url');
}

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
};
/** The demo data's own parameters, left out: the plain-text captcha is for the demo's browser tests. */
const DEMO_ONLY_CONFIG_KEYS = ['sys.account.captchaPlainText'];

function schoolConfigs(configs: ConfigRow[]): ConfigRow[] {
  return configs
    .filter((config) => !DEMO_ONLY_CONFIG_KEYS.includes(config.configKey))
    .map((config) => ({ ...config, configValue: SCHOOL_CONFIG_VALUES[config.configKey] ?? config.configValue }));
}

/**
 * Seeds a school's first start in one transaction. Answers the admin's password when it made a new
 * one (the caller tells it once), nothing when it was given one.
 */
export async function seedSchool(db: Db, given?: string, clock: Clock = systemClock): Promise<string | undefined> {
  if (given !== undefined) checkAdminPassword(given);
  const password = given ?? newPassword();
  const now = formatTime(clock.now());
  const data = demoData(clock.now());
  await db.transaction(async (tx) => {
    await seedMenusAndRoles(tx, data);
    await seedAccounts(tx, [
      {
        userId: 1,
        userName: 'admin',
        nickName: '管理员',
        name: '管理员',
        email: '',
        phonenumber: '',
        sex: '2',
        avatar: '',
        status: '0',
        roleIds: [1],
        schoolId: null,
        password,
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
