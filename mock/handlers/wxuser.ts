import { http } from 'msw';
import type { WxUserRow } from '../db/school-types';
import { db } from '../db/store';
import { readJson } from '../lib/body';
import type { Lang } from '../lib/lang';
import { contains, dateRange, paginate, param, queryOf } from '../lib/query';
import { bad, ok, okList } from '../lib/reply';
import { withAuth } from '../lib/route';
import { choice, field, int, text } from '../lib/validate';

// The mini-program's (WeChat) users (docs/api.md "Approvals and WeChat users"): the list with
// its filters, and enabling or disabling one. Phone numbers leave the backend masked only.

const WX_USER = field('wxUserId', '小程序用户', 'Mini-program user');
const STATUS = field('status', '状态', 'Status');
const BOUND = field('bound', '绑定状态', 'Binding');

/** 13812345678 → 138****5678; anything shorter than 7 digits keeps only its last two. */
export function maskPhone(phone: string): string {
  if (!phone) return '';
  if (phone.length < 7) return `${'*'.repeat(Math.max(0, phone.length - 2))}${phone.slice(-2)}`;
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

function wxUserFilter(lang: Lang, q: URLSearchParams): (w: WxUserRow) => boolean {
  const query = Object.fromEntries(q);
  const nickname = param(q, 'nickname');
  const phone = param(q, 'phone');
  const status = choice(lang, query, STATUS, ['0', '1'], '');
  const bound = choice(lang, query, BOUND, ['0', '1'], '');
  const created = dateRange(lang, q);
  return (w) =>
    contains(nickname, w.nickname) &&
    // the full number is searched, so the last digits a caller knows still find the user
    (!phone || w.phone.includes(phone)) &&
    (!status || w.status === status) &&
    (!bound || (bound === '1') === (w.userId !== null)) &&
    created(w.createTime);
}

const list = http.get(
  '*/csp/admin/wxuser/list',
  withAuth('admin:wxuser:list', ({ request, lang }) => {
    const q = queryOf(request);
    const users = new Map(db().users.map((u) => [u.userId, u]));
    const rows = db()
      .wxUsers.filter(wxUserFilter(lang, q))
      .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.wxUserId - a.wxUserId)
      .map(({ phone, ...w }) => {
        const account = w.userId === null ? undefined : users.get(w.userId);
        return {
          ...w,
          phone: maskPhone(phone),
          userName: account?.userName ?? '',
          userNickName: account?.nickName ?? '',
        };
      });
    return okList(lang, paginate(lang, q, rows));
  }),
);

const changeStatus = http.put(
  '*/csp/admin/wxuser/changeStatus',
  withAuth('admin:wxuser:edit', async ({ request, lang }) => {
    const body = await readJson(request);
    const id = int(lang, body, WX_USER, { required: true });
    if (!text(lang, body, STATUS)) bad(lang, '状态不能为空', 'Status is required');
    const status = choice(lang, body, STATUS, ['0', '1'], '0') as WxUserRow['status'];
    const row = db().wxUsers.find((w) => w.wxUserId === id);
    if (!row) bad(lang, `小程序用户 ${id} 不存在`, `The mini-program user ${id} does not exist`);
    row.status = status;
    return ok(lang);
  }),
);

export const wxuserHandlers = [list, changeStatus];
