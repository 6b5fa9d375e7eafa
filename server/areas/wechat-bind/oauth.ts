import { fail, failedOutside } from '../../lib/errors';
import type { Logger } from '../../lib/log';
import type { WechatSettings } from '../../settings';

// The exchange of a WeChat authorisation code for the user's openid (WeChat's web login, the
// OAuth "access_token" call). Only the openid is kept: the access token WeChat answers beside it
// is of no use to the console and is dropped. The app secret travels to WeChat only: no refusal
// and no log line quotes the address it is in.

/** WeChat's answers for a code that is wrong, used already or too old: the user scans again. */
const SPENT_CODE = new Set([40029, 40163, 42003]);

const spent = (): never => fail('微信授权已失效，请重新扫码', 'The WeChat authorisation has expired, scan again');

const unreachable = (): never =>
  failedOutside('微信服务暂时无法访问，请稍后再试', 'WeChat cannot be reached at the moment, try again later');

// Any other refusal is the server's configuration (wrong app id or secret, a quota): nothing the
// user can fix, so the administrator is named and the log says what WeChat answered.
const unavailable = (): never =>
  failedOutside(
    '微信登录暂不可用，请联系管理员',
    'WeChat login is unavailable at the moment, please contact the administrator',
  );

interface ExchangeAnswer {
  openid?: unknown;
  errcode?: unknown;
  errmsg?: unknown;
}

/** What a log line may say about a failed request: its kind, never its address. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return typeof cause?.code === 'string' ? `${error.name} (${cause.code})` : error.name;
}

async function askWechat(wechat: WechatSettings, code: string, log: Logger): Promise<ExchangeAnswer> {
  // appended, so that an API address with a path (a proxy's) keeps it
  const url = new URL(`${wechat.apiBase}/sns/oauth2/access_token`);
  url.search = new URLSearchParams({
    appid: wechat.appId,
    secret: wechat.appSecret,
    code,
    grant_type: 'authorization_code',
  }).toString();
  let status: number;
  let body: string;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(wechat.timeoutMs), redirect: 'error' });
    status = response.status;
    body = await response.text();
  } catch (error) {
    log.error(`WeChat code exchange failed: ${describeFailure(error)}`);
    return unreachable();
  }
  if (status !== 200) {
    log.error(`WeChat code exchange: HTTP ${status}`);
    return unreachable();
  }
  // WeChat answers JSON, though not always labelled as such: read the text.
  try {
    const answer: unknown = JSON.parse(body);
    if (answer && typeof answer === 'object' && !Array.isArray(answer)) return answer as ExchangeAnswer;
  } catch {
    // not JSON: refused below like any other answer that is not WeChat's
  }
  log.error('WeChat code exchange: the answer is not a JSON object');
  return unreachable();
}

/** The openid of the WeChat user who authorised `code`; a refusal in the request's language otherwise. */
export async function openIdForCode(wechat: WechatSettings, code: string, log: Logger): Promise<string> {
  const answer = await askWechat(wechat, code, log);
  const errcode = Number(answer.errcode ?? 0);
  if (SPENT_CODE.has(errcode)) return spent();
  if (errcode !== 0 || typeof answer.openid !== 'string' || !answer.openid || answer.openid.length > 64) {
    const errmsg = typeof answer.errmsg === 'string' ? answer.errmsg.slice(0, 200) : '';
    log.error(`WeChat code exchange refused: errcode ${errcode || 'none'} ${errmsg}`.trimEnd());
    return unavailable();
  }
  return answer.openid;
}
