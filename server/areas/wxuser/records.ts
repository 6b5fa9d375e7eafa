import { and, desc, eq, isNotNull, isNull, like } from 'drizzle-orm';
import { users, wxUsers } from '../../db/schema';
import type { Db } from '../../db/types';
import { notFound } from '../../lib/errors';
import { containsText, dateRange, countRows, param, type Query, sortedPage } from '../../lib/paging';

// The mini-program's (WeChat) users (docs/api.md "WeChat users"): the list with its filters, and
// enabling or disabling one. Phone numbers leave the server masked only.

/** 13812345678 → 138****5678; anything shorter than 7 digits keeps only its last two. */
export function maskPhone(phone: string): string {
  if (!phone) return '';
  if (phone.length < 7) return `${'*'.repeat(Math.max(0, phone.length - 2))}${phone.slice(-2)}`;
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

const digitsIn = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The list's status and binding filters (./schema.ts); null filters nothing. */
interface WxUserFilters {
  status: '0' | '1' | null;
  bound: '0' | '1' | null;
}

export async function listWxUsers(db: Db, { status, bound }: WxUserFilters, q: Query) {
  const phone = param(q, 'phone');
  const where = and(
    containsText(param(q, 'nickname'), wxUsers.nickname),
    // the full number is searched, so the last digits a caller knows still find the user
    phone ? like(wxUsers.phone, digitsIn(phone)) : undefined,
    status ? eq(wxUsers.status, status) : undefined,
    bound === '1' ? isNotNull(wxUsers.userId) : bound === '0' ? isNull(wxUsers.userId) : undefined,
    dateRange(q, wxUsers.createTime),
  );
  // newest first unless the list asks for another order
  const page = await sortedPage(
    q,
    countRows(db, wxUsers, where),
    db
      .select({ wx: wxUsers, userName: users.userName, userNickName: users.nickName })
      .from(wxUsers)
      .leftJoin(users, eq(users.userId, wxUsers.userId))
      .where(where)
      .$dynamic(),
    {
      wxUserId: wxUsers.wxUserId,
      nickname: wxUsers.nickname,
      status: wxUsers.status,
      createTime: wxUsers.createTime,
    },
    desc(wxUsers.createTime),
    desc(wxUsers.wxUserId),
  );
  return {
    ...page,
    rows: page.rows.map(({ wx: { phone, ...wx }, userName, userNickName }) => ({
      ...wx,
      phone: maskPhone(phone),
      userName: userName ?? '',
      userNickName: userNickName ?? '',
    })),
  };
}

export async function changeWxUserStatus(db: Db, id: number, status: '0' | '1') {
  const changed = await db
    .update(wxUsers)
    .set({ status })
    .where(eq(wxUsers.wxUserId, id))
    .returning({ id: wxUsers.wxUserId });
  if (!changed.length) notFound(`小程序用户 ${id} 不存在`, `The mini-program user ${id} does not exist`);
}
