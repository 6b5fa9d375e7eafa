import { index, pgTable, unique } from 'drizzle-orm/pg-core';
import { users } from './account';
import { auditColumns } from './audit';
import { identity, reference } from './columns';
import { disciplines } from './courses';

// Discipline leaders (docs/api.md "Disciplines, subjects and discipline leaders"): which account
// leads which discipline, each pair once. The disciplines and subjects themselves are in
// courses.ts, beside the catalogue that classifies by them.

export const disciplineLeaders = pgTable(
  'discipline_leader',
  {
    leaderId: identity('leader_id'),
    userId: reference('user_id', () => users.userId, 'cascade'),
    disciplineId: reference('discipline_id', () => disciplines.disciplineId, 'cascade'),
    ...auditColumns(),
  },
  (t) => [
    unique('discipline_leader_pair_unique').on(t.userId, t.disciplineId),
    index('discipline_leader_discipline_idx').on(t.disciplineId),
  ],
);
