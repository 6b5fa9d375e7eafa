import type { AppContext } from '../../lib/context';

// The parameters anyone may read by key, logged in or not (docs/api.md "Config"): what a console
// needs before login and for every role, whatever that role may see of the parameters screen:
// whether the captcha and self-registration are on, and the default skin and sidebar theme.
// Every other parameter (the initial password, the blocked-address list, ...) is read only with
// the parameters permission. The one list: the route's gate reads it.

export const PUBLIC_CONFIG_KEYS: readonly string[] = [
  'sys.account.captchaEnabled',
  'sys.account.registerUser',
  'sys.index.skinName',
  'sys.index.sideTheme',
];

/** The request asks for a public key (GET /system/config/configKey/{configKey}). */
export const asksPublicKey = {
  test: (c: AppContext) => PUBLIC_CONFIG_KEYS.includes(c.req.param('configKey') ?? ''),
  described: `the public keys ${PUBLIC_CONFIG_KEYS.join(', ')}`,
};
