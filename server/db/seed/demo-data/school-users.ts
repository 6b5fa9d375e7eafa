import type { SchoolRow } from '../rows/business';
import type { UserRow } from '../rows/account';
import { seeded } from './audit';

// The accounts of the seeded schools beyond the demo accounts of docs/roles.md: two more business
// developers, and at each school after the first six an administrator, a principal and two
// teachers. Ids follow the accounts passed in; every password is admin123.

const ROLE = { schoolAdmin: 2, principal: 3, teacher: 4, developer: 6 } as const;

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭'];
const GIVEN = ['伟', '芳', '敏', '静', '磊', '洋', '艳', '勇', '军', '杰', '娟', '涛', '明', '超', '秀英', '丽'];

interface Account {
  userName: string;
  /** what follows the name in the nickname (李娟老师, 王伟校长) */
  title: string;
  roleId: number;
  schoolId: number | null;
}

function account(userId: number, a: Account, n: number, time: string): UserRow {
  const name = SURNAMES[n % SURNAMES.length] + GIVEN[(n * 7) % GIVEN.length];
  return {
    userId,
    userName: a.userName,
    nickName: name + a.title,
    name,
    email: `${a.userName}@coursesys.cn`,
    phonenumber: phoneOf(userId),
    sex: n % 2 ? '1' : '0',
    avatar: '',
    status: '0',
    roleIds: [a.roleId],
    schoolId: a.schoolId,
    password: 'admin123',
    ...seeded(time),
  };
}

/**
 * 139 and eight digits without a zero, from the user id: unique per account, and never
 * mistaken in a phone search for the demo accounts' 1380000xxxx numbers.
 */
function phoneOf(userId: number): string {
  let digits = '';
  for (let n = userId; n > 0; n = Math.floor(n / 9)) digits = String((n % 9) + 1) + digits;
  return `139${digits.padStart(8, '8')}`;
}

const nextUserId = (users: readonly UserRow[]) => Math.max(0, ...users.map((u) => u.userId)) + 1;

/** The business developers of the schools after the first six. */
export function seedBusinessDevelopers(users: readonly UserRow[]): UserRow[] {
  const first = nextUserId(users);
  return [
    account(
      first,
      { userName: 'bd_east', title: '经理', roleId: ROLE.developer, schoolId: null },
      3,
      '2024-09-20 09:00:00',
    ),
    account(
      first + 1,
      { userName: 'bd_south', title: '经理', roleId: ROLE.developer, schoolId: null },
      4,
      '2024-09-20 09:10:00',
    ),
  ];
}

/** An administrator, a principal and two teachers at each school that has no accounts yet. */
export function seedSchoolStaff(users: readonly UserRow[], schools: readonly SchoolRow[]): UserRow[] {
  const staffed = new Set(users.map((u) => u.schoolId));
  const out: UserRow[] = [];
  let id = nextUserId(users);
  for (const school of schools) {
    if (staffed.has(school.schoolId) || school.schoolId <= 6) continue;
    const base = `sch${school.schoolId}`;
    const time = school.createTime;
    const accounts: Account[] = [
      { userName: `${base}_manager`, title: '老师', roleId: ROLE.schoolAdmin, schoolId: school.schoolId },
      { userName: `${base}_principal`, title: '校长', roleId: ROLE.principal, schoolId: school.schoolId },
      { userName: `${base}_teacher1`, title: '老师', roleId: ROLE.teacher, schoolId: school.schoolId },
      { userName: `${base}_teacher2`, title: '老师', roleId: ROLE.teacher, schoolId: school.schoolId },
    ];
    for (const a of accounts) {
      out.push(account(id, a, id, time));
      id += 1;
    }
  }
  return out;
}
