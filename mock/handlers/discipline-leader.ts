import { http } from 'msw';
import { userById } from '../db/lookup';
import type { DisciplineLeaderRow } from '../db/school-types';
import { db } from '../db/store';
import type { UserRow } from '../db/types';
import type { Body } from '../lib/body';
import { crud } from '../lib/crud';
import { named, type Lang } from '../lib/lang';
import { contains, param } from '../lib/query';
import { bad, ok } from '../lib/reply';
import { withAuth } from '../lib/route';
import { field, int } from '../lib/validate';

// Discipline leaders (admin:disciplineleader:*): which account leads which discipline. The
// account must hold the discipline leader role; one account leads a discipline once.

const F = {
  id: field('leaderId', '编号', 'Id'),
  user: field('userId', '负责人', 'Leader'),
  discipline: field('disciplineId', '所属学科', 'Discipline'),
};
const LEADER_ROLE_KEY = 'discipline_leader';

const leaderRoleId = () => db().roles.find((r) => r.roleKey === LEADER_ROLE_KEY)?.roleId;
const canLead = (u: UserRow) => u.status === '0' && u.roleIds.includes(leaderRoleId() ?? -1);

function readLeader(lang: Lang, body: Body, selfId: number | null) {
  const userId = int(lang, body, F.user, { required: true, min: 1 });
  const user = userById(userId) ?? bad(lang, '用户不存在', 'The user does not exist');
  if (!canLead(user))
    bad(
      lang,
      `用户"${user.name}"没有学科负责人角色`,
      `The user "${user.name}" does not hold the discipline leader role`,
    );
  const disciplineId = int(lang, body, F.discipline, { required: true, min: 1 });
  const discipline =
    db().disciplines.find((d) => d.disciplineId === disciplineId) ??
    bad(lang, '学科不存在', 'The discipline does not exist');
  const taken = db().disciplineLeaders.some(
    (l) => l.leaderId !== selfId && l.userId === userId && l.disciplineId === disciplineId,
  );
  if (taken) {
    bad(
      lang,
      `"${user.name}"已是学科"${discipline.disciplineName}"的负责人`,
      `"${user.name}" already leads the discipline "${named('en', discipline.disciplineName, discipline.disciplineNameEn)}"`,
    );
  }
  return { userId, disciplineId, remark: '' };
}

function answer(row: DisciplineLeaderRow, lang: Lang) {
  const user = userById(row.userId);
  const d = db().disciplines.find((x) => x.disciplineId === row.disciplineId);
  return {
    ...row,
    userName: user?.userName ?? '',
    leaderName: user?.name ?? '',
    disciplineName: d ? named(lang, d.disciplineName, d.disciplineNameEn) : '',
  };
}

/** The accounts that may lead a discipline, for the dialog's select. */
const leaderOptions = http.get(
  '*/csp/admin/disciplineleader/options/users',
  withAuth('admin:disciplineleader:list', ({ lang }) =>
    ok(
      lang,
      db()
        .users.filter(canLead)
        .map((u) => ({ userId: u.userId, userName: u.userName, name: u.name })),
    ),
  ),
);

export const disciplineLeaderHandlers = [
  leaderOptions,
  ...crud<DisciplineLeaderRow, 'leaderId'>({
    base: '/admin/disciplineleader',
    perm: 'admin:disciplineleader',
    table: () => db().disciplineLeaders,
    id: 'leaderId',
    idField: F.id,
    missing: ['学科负责人不存在', 'The discipline leader does not exist'],
    where: (q) => {
      const disciplineId = Number(param(q, 'disciplineId')) || 0;
      return (l) => {
        const user = userById(l.userId);
        return (
          (!disciplineId || l.disciplineId === disciplineId) &&
          contains(param(q, 'leaderName'), user?.name, user?.userName)
        );
      };
    },
    answer,
    read: readLeader,
  }),
];
