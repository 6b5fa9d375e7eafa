import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { courseRoutes } from '../../../server/areas/course/routes';
import { answer, api } from '../helpers/api';
import { login } from '../helpers/client';
import { db } from '../helpers/harness';

// The course list's count is remembered between calls (server/lib/remembered-count.ts) under the
// course table's token, which a trigger changes with every write. These tests write with SQL
// beside the server, as another instance of it or a person at psql would: the count must follow.

const list = async (query: Record<string, string | number>) =>
  answer(api<typeof courseRoutes>({ token: await login('admin') }).admin.course.list.$get({ query }));
/** The total beside a full page of one: a count, not the length of a short last page. */
const total = async (query: Record<string, string | number>) => (await list({ pageSize: 1, ...query })).total;
/** How many courses match, from one page holding them all. */
const rows = async (query: Record<string, string | number>) => (await list({ pageSize: 100, ...query })).rows.length;
/** Inserts a course of discipline 1 (science) titled `title`, with `run`. */
const addScienceCourse = (run: (statement: SQL) => Promise<unknown>, title: string) =>
  run(sql`
    insert into course (title, description, grade_start, grade_end, class_hours, discipline_id, subject_id)
    select ${title}, '', 1, 3, 4, discipline_id, subject_id from course_subject where discipline_id = 1 limit 1`);

describe('the course list count', () => {
  it('follows a course added, changed and deleted beside the server', async () => {
    const science = { disciplineId: 1 };
    const before = await total(science);
    expect(before).toBe(await rows(science));
    expect(before).toBeGreaterThan(1);

    await addScienceCourse((s) => db().execute(s), '记住的计数');
    expect(await total(science)).toBe(before + 1);
    expect(await total({ title: '记住的' })).toBe(1);

    await db().execute(sql`update course set title = '另一个名字' where title = '记住的计数'`);
    expect(await total({ title: '记住的' })).toBe(0);
    expect(await total({ title: '另一个' })).toBe(1);
    expect(await total(science)).toBe(before + 1);

    await db().execute(sql`delete from course where title = '另一个名字'`);
    expect(await total(science)).toBe(before);
    expect(await total({ title: '另一个' })).toBe(0);
  });

  it('counts a filter once while the courses stay as they were', async () => {
    const science = { disciplineId: 1 };
    const before = await total(science);
    // a write that changes no token (its trigger off) shows that the second count was not made again
    await db().transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await addScienceCourse((s) => tx.execute(s), '不留痕的课程');
    });
    expect(await rows(science)).toBe(before + 1);
    expect(await total(science)).toBe(before);
    // the next write anyone makes to the courses gives them a new token
    await db().execute(sql`update course set class_hours = class_hours where title = '不留痕的课程'`);
    expect(await total(science)).toBe(before + 1);
  });

  it('keeps nothing from a write rolled back', async () => {
    const science = { disciplineId: 1 };
    const before = await total(science);
    await expect(
      db().transaction(async (tx) => {
        await addScienceCourse((s) => tx.execute(s), '撤销的课程');
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(await total(science)).toBe(before);
    expect(await rows(science)).toBe(before);
  });
});
