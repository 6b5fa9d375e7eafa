import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { disciplineLeaders, disciplines, users } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { keepingUnique } from '../../lib/db-errors';
import { conflict, fail, notFound } from '../../lib/errors';
import { named, type Lang } from '../../lib/lang';
import { containsText, countSelected, sortedPage } from '../../lib/paging';
import { answered, createdBy, updateStamped } from '../../lib/records';
import { holdsRole } from '../school/accounts';
import { unknownDiscipline } from './catalogue';
import type { LeaderInput, LeaderListQuery } from './schema';
import { takenByAnother } from '../../lib/taken';

// Discipline leaders (admin:disciplineleader:*): which account leads which discipline. The
// account must be enabled and hold the discipline leader role; one account leads a discipline once.

const LEADER_ROLE_KEY = 'discipline_leader';

const ROW = {
  ...getTableColumns(disciplineLeaders),
  userName: users.userName,
  leaderName: users.name,
  disciplineZh: disciplines.disciplineName,
  disciplineEn: disciplines.disciplineNameEn,
};
type Row = Awaited<ReturnType<typeof selectRows>>[number];

function selectRows(db: Db) {
  return db
    .select(ROW)
    .from(disciplineLeaders)
    .innerJoin(users, eq(users.userId, disciplineLeaders.userId))
    .innerJoin(disciplines, eq(disciplines.disciplineId, disciplineLeaders.disciplineId));
}

function answer(row: Row, lang: Lang) {
  const { disciplineZh, disciplineEn, ...rest } = row;
  return { ...answered(rest), disciplineName: named(lang, disciplineZh, disciplineEn) };
}

export async function listLeaders(db: Db, lang: Lang, q: LeaderListQuery) {
  const { disciplineId } = q;
  const where = and(
    disciplineId ? eq(disciplineLeaders.disciplineId, disciplineId) : undefined,
    containsText(q.leaderName, users.name, users.userName),
  );
  const page = await sortedPage(
    q,
    countSelected(
      db,
      db
        .select({ one: sql`1` })
        .from(disciplineLeaders)
        .innerJoin(users, eq(users.userId, disciplineLeaders.userId))
        .where(where)
        .$dynamic(),
    ),
    selectRows(db).where(where).$dynamic(),
    {
      leaderId: disciplineLeaders.leaderId,
      userId: disciplineLeaders.userId,
      disciplineId: disciplineLeaders.disciplineId,
      leaderName: users.name,
      userName: users.userName,
      createTime: disciplineLeaders.createTime,
    },
    asc(disciplineLeaders.leaderId),
  );
  return { ...page, rows: page.rows.map((r) => answer(r, lang)) };
}

async function findLeader(db: Db, leaderId: number) {
  const [row] = await selectRows(db).where(eq(disciplineLeaders.leaderId, leaderId));
  return row ?? notFound('学科负责人不存在', 'The discipline leader does not exist');
}

export async function readLeader(db: Db, lang: Lang, leaderId: number) {
  return answer(await findLeader(db, leaderId), lang);
}

/** The enabled accounts holding the discipline leader role, for the dialog's select. */
export function leaderCandidates(db: Db) {
  return db
    .select({ userId: users.userId, userName: users.userName, name: users.name })
    .from(users)
    .where(and(eq(users.status, '0'), holdsRole(LEADER_ROLE_KEY)))
    .orderBy(asc(users.userId));
}

const pairTaken = (name: string, zh: string, en: string): never =>
  conflict(`"${name}"已是学科"${zh}"的负责人`, `"${name}" already leads the discipline "${named('en', zh, en)}"`);

async function leaderValues(db: Db, input: LeaderInput, selfId: number | null) {
  const { userId, disciplineId } = input;
  const [user] = await db
    .select({ name: users.name, canLead: holdsRole(LEADER_ROLE_KEY), status: users.status })
    .from(users)
    .where(eq(users.userId, userId));
  if (!user) fail('用户不存在', 'The user does not exist');
  if (!user.canLead || user.status !== '0') {
    fail(`用户"${user.name}"没有学科负责人角色`, `The user "${user.name}" does not hold the discipline leader role`);
  }
  const [discipline] = await db
    .select({ zh: disciplines.disciplineName, en: disciplines.disciplineNameEn })
    .from(disciplines)
    .where(eq(disciplines.disciplineId, disciplineId));
  if (!discipline) unknownDiscipline();
  const samePair = and(eq(disciplineLeaders.userId, userId), eq(disciplineLeaders.disciplineId, disciplineId));
  const refuse = () => pairTaken(user.name, discipline.zh, discipline.en);
  if (await takenByAnother(db, disciplineLeaders.leaderId, samePair, selfId)) refuse();
  return { values: { userId, disciplineId }, refuse };
}

const keepingPairUnique = <T>(refuse: () => never, write: () => Promise<T>): Promise<T> =>
  keepingUnique('discipline_leader_pair_unique', refuse, write);

export async function createLeader(db: Db, clock: Clock, auth: Auth, lang: Lang, input: LeaderInput) {
  const { values, refuse } = await leaderValues(db, input, null);
  const [row] = await keepingPairUnique(refuse, () =>
    db
      .insert(disciplineLeaders)
      .values({ ...values, ...createdBy(auth, clock) })
      .returning({ leaderId: disciplineLeaders.leaderId }),
  );
  return readLeader(db, lang, row.leaderId);
}

export async function updateLeader(db: Db, clock: Clock, auth: Auth, leaderId: number, input: LeaderInput) {
  const self = await findLeader(db, leaderId);
  const { values, refuse } = await leaderValues(db, input, self.leaderId);
  await keepingPairUnique(refuse, () =>
    updateStamped(db, auth, clock, disciplineLeaders, eq(disciplineLeaders.leaderId, self.leaderId), values),
  );
}

/** Deletes every listed leader, or none when one is unknown. */
export async function deleteLeaders(db: Db, ids: number[]) {
  await db.transaction(async (tx) => {
    for (const id of ids) await findLeader(tx, id);
    await tx.delete(disciplineLeaders).where(inArray(disciplineLeaders.leaderId, ids));
  });
}
