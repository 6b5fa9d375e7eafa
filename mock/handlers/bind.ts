import { http } from 'msw';
import { checkPassword } from '../db/login-guard';
import { openSession } from '../db/sessions';
import { readJson } from '../lib/body';
import { bad, okFields } from '../lib/reply';
import { open } from '../lib/route';
import { text } from '../lib/validate';
import { PASSWORD, USERNAME, WECHAT_CODE } from './fields';

// Binding a WeChat identity (the code from the social-login callback) to an existing account.
// The mock trusts any non-empty code; a real backend exchanges it with WeChat first.
const bind = http.post(
  '*/csp/auth/bind',
  open(async ({ request, lang }) => {
    const body = await readJson(request);
    text(lang, body, WECHAT_CODE, { required: true, max: 200 });
    const username = text(lang, body, USERNAME, { required: true, max: 50 });
    const password = text(lang, body, PASSWORD, { required: true, max: 100 });
    const user = checkPassword(lang, username, password);
    if (user.status !== '0') bad(lang, '对不起，您的账号已停用', 'Sorry, your account has been disabled');
    const { token } = openSession(user);
    return okFields(lang, { token, data: { token } });
  }),
);

export const bindHandlers = [bind];
