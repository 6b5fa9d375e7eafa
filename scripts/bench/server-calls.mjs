// Each list call the benchmarked screens make, timed against the real server over HTTP on
// loopback (127.0.0.1): `times` sequential calls with a session token, each from the request
// until its whole answer is read, after two untimed ones; the median and the 95th percentile.
// No browser: the figure is the server's (routing, permission and scope checks, SQL, the
// envelope), with only loopback HTTP around it.
import { solveCaptchaSrc } from './captcha.mjs';

export const CALLS_PER_LIST = 50;
const WARMUP_CALLS = 2;

/** Logs in over HTTP as a person would (captcha read from its picture); answers the token. */
export async function loginToken(baseURL, username, password = 'admin123') {
  const captcha = await (await fetch(`${baseURL}/csp/captchaImage`)).json();
  const code = captcha.captchaEnabled === false ? '' : solveCaptchaSrc(`data:image/svg+xml;base64,${captcha.img}`);
  const answer = await (
    await fetch(`${baseURL}/csp/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password, code, uuid: captcha.uuid }),
    })
  ).json();
  if (answer.code !== 200 || !answer.token) throw new Error(`login as ${username} failed: ${JSON.stringify(answer)}`);
  return answer.token;
}

async function call(baseURL, token, path) {
  const response = await fetch(`${baseURL}/csp${path}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = await response.json();
  if (response.status !== 200 || body.code !== 200)
    throw new Error(`${path}: HTTP ${response.status}, ${JSON.stringify(body).slice(0, 200)}`);
  return body;
}

/** This week's Monday and Sunday as yyyy-MM-dd on the local calendar, as the console asks for a week. */
function thisWeek(now = new Date()) {
  const day = (offset) => {
    const at = new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7) + offset);
    return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
  };
  return { begin: day(0), end: day(6) };
}

const query = (params) => `?${new URLSearchParams(params)}`;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timeCall(baseURL, token, path, times) {
  for (let i = 0; i < WARMUP_CALLS; i++) await call(baseURL, token, path);
  const took = [];
  let body;
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    body = await call(baseURL, token, path);
    took.push(performance.now() - started);
  }
  took.sort((a, b) => a - b);
  const rows = body.rows?.length ?? body.data?.length ?? null;
  return { path, medianMs: percentile(took, 50), p95Ms: percentile(took, 95), rows, total: body.total ?? null };
}

/**
 * The list calls of the screens, as the console makes them (their first page of 10 rows unless
 * the screen asks for more), for the admin and, for the schedule, the teacher.
 */
export async function measureServerCalls(baseURL, { times = CALLS_PER_LIST, stressClassName } = {}) {
  const admin = await loginToken(baseURL, 'admin');
  const teacher = await loginToken(baseURL, 'teacher');
  const page = { pageNum: '1', pageSize: '10' };
  const classes = await call(baseURL, admin, `/admin/class/list${query({ ...page, className: stressClassName })}`);
  const classId = classes.rows?.[0]?.classId;
  if (!classId) throw new Error(`no class named ${stressClassName}: the stress seed is missing`);
  const { begin, end } = thisWeek();
  const week = { pageNum: '1', pageSize: '1000', 'params[beginTime]': begin, 'params[endTime]': end };
  const lists = {
    courseList: [admin, `/admin/course/list${query(page)}`],
    courseFilter: [admin, `/admin/course/list${query({ ...page, title: '机器人' })}`],
    coursePage5: [admin, `/admin/course/list${query({ ...page, pageNum: '5' })}`],
    schoolList: [admin, `/admin/school/list${query(page)}`],
    schoolFilter: [admin, `/admin/school/list${query({ ...page, schoolName: '上海' })}`],
    classList: [admin, `/admin/class/list${query(page)}`],
    classStudents: [admin, `/admin/class/${classId}/students${query(page)}`],
    classStudentsFilter: [admin, `/admin/class/${classId}/students${query({ ...page, keyword: '99' })}`],
    classScores: [admin, `/admin/class/${classId}/scores`],
    scheduleWeek: [teacher, `/user/schedule/list${query(week)}`],
    users: [admin, `/system/user/list${query(page)}`],
    roles: [admin, `/system/role/list${query(page)}`],
  };
  const result = {};
  for (const [name, [token, path]] of Object.entries(lists)) result[name] = await timeCall(baseURL, token, path, times);
  return result;
}
