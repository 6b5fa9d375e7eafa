// The container test's client (scripts/container/test.sh): logs in to the server at BASE as the
// demo administrator, answering the captcha as a person would, and then
//   node check.mjs BASE create KEY   makes a system parameter named KEY (something a school makes)
//   node check.mjs BASE expect KEY   fails unless that parameter is there
import { solveCaptchaSrc } from '../bench/captcha.mjs';

const [base, action, key] = process.argv.slice(2);
if (!base || !['create', 'expect'].includes(action) || !key) {
  console.error('usage: node check.mjs BASE create|expect KEY');
  process.exit(2);
}

async function call(path, token, init = {}) {
  const headers = { 'Content-Type': 'application/json', 'Content-Language': 'en' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${base}/csp${path}`, { ...init, headers, signal: AbortSignal.timeout(10_000) });
  return response.json();
}

async function login() {
  const captcha = await call('/captchaImage');
  const code = captcha.captchaEnabled === false ? '' : solveCaptchaSrc(`data:image/svg+xml;base64,${captcha.img}`);
  const body = JSON.stringify({ username: 'admin', password: 'admin123', code, uuid: captcha.uuid });
  const answer = await call('/login', undefined, { method: 'POST', body });
  if (answer.code !== 200) throw new Error(`login refused: ${answer.msg}`);
  return answer.data?.token ?? answer.token;
}

const token = await login();
if (action === 'create') {
  const body = JSON.stringify({ configName: 'Container test', configKey: key, configValue: 'kept', configType: 'N' });
  const answer = await call('/system/config', token, { method: 'POST', body });
  if (answer.code !== 200) throw new Error(`the parameter was not made: ${answer.msg}`);
  console.log(`made the parameter ${key}`);
} else {
  const list = await call(`/system/config/list?configKey=${encodeURIComponent(key)}`, token);
  const row = (list.rows ?? []).find((r) => r.configKey === key);
  if (!row || row.configValue !== 'kept') throw new Error(`the parameter ${key} did not survive`);
  console.log(`the parameter ${key} is still there`);
}
