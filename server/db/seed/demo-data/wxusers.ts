import type { WxUserRow } from '../rows/school';
import type { UserRow } from '../rows/account';

// Mini-program (WeChat) users: most are not bound to a console account, some are bound to the
// seeded accounts passed in, a few are disabled.

const NICKNAMES = [
  '晨光',
  '小雨',
  'Sunny',
  '阿杰',
  '星河',
  'Mia',
  '清风',
  '小鹿',
  'Leo',
  '向日葵',
  '知行',
  'Coco',
  '白云',
  '可乐',
  'Ethan',
  '海风',
  '木子',
  'Lily',
  '远山',
  '小橙',
];

const TOTAL = 40;

export function seedWxUsers({ users }: { users: readonly UserRow[] }): WxUserRow[] {
  // every fourth mini-program user is bound to one of the enabled console accounts
  const bindable = users.filter((u) => u.status === '0');
  return Array.from({ length: TOTAL }, (_, index) => {
    const id = index + 1;
    const day = String(1 + (index % 28)).padStart(2, '0');
    const month = String(1 + Math.floor(index / 28) + 9).padStart(2, '0');
    const bound = index % 4 === 0 ? bindable[(index / 4) % bindable.length] : undefined;
    return {
      wxUserId: id,
      openId: `oWx${String(id).padStart(6, '0')}demo`,
      nickname: `${NICKNAMES[index % NICKNAMES.length]}${index >= NICKNAMES.length ? id : ''}`,
      avatar: '',
      // 104729 shares no factor with 10, so the last six digits differ between users
      phone: `1${3 + (id % 6)}${String((id * 104729) % 1e9).padStart(9, '0')}`,
      userId: bound?.userId ?? null,
      status: index % 9 === 8 ? '1' : '0',
      createTime: `2024-${month}-${day} ${String(8 + (index % 12)).padStart(2, '0')}:${String((index * 7) % 60).padStart(2, '0')}:00`,
    };
  });
}
