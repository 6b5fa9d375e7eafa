import { and, asc, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { activities, banners, contents, courses } from '../../db/schema';
import type { Db } from '../../db/types';
import { namedIn } from '../../lib/bilingual';
import type { Lang } from '../../lib/lang';
import { subquery } from '../../lib/subquery';

// What a banner links to (dict banner_link_type): a course (1), a content item (2) or an
// activity (3) by id, or an external http(s) address (4). The linked record may have gone since:
// the console's list then names nothing and the public carousel shows no link.

export type LinkType = '' | '1' | '2' | '3' | '4';
type RecordLink = '1' | '2' | '3';

interface Target {
  table: PgTable;
  id: AnyPgColumn;
  zh: AnyPgColumn;
  en: AnyPgColumn;
}

const TARGETS: Record<RecordLink, Target> = {
  '1': { table: courses, id: courses.courseId, zh: courses.title, en: courses.titleEn },
  '2': { table: contents, id: contents.contentId, zh: contents.title, en: contents.titleEn },
  '3': { table: activities, id: activities.activityId, zh: activities.name, en: activities.nameEn },
};

/** The banner's source id as the linked record's id; null when it is not a number. */
const linkedId = sql`case when ${banners.sourceId} ~ '^[0-9]{1,9}$' then ${banners.sourceId}::int end`;

/** The linked record's row of `target`, as a subquery tied to the outer banner row. */
const linkedRecord = <T extends Record<string, SQL | AnyPgColumn>>(target: Target, select: T, extra?: SQL) =>
  subquery
    .select(select)
    .from(target.table)
    .where(and(eq(target.id, linkedId), extra));

const linkedName = (lang: Lang, type: RecordLink) => {
  const target = TARGETS[type];
  return sql`(${linkedRecord(target, { name: namedIn(lang, target.zh, target.en) })})`;
};

const linkedExists = (type: RecordLink, extra?: SQL) => exists(linkedRecord(TARGETS[type], { one: sql`1` }, extra));

/** What the banner's link shows in a list: the record's name, the address, or '' (none or gone). */
export const linkNameColumn = (lang: Lang) => sql<string>`coalesce(case ${banners.linkType}
    when '4' then ${banners.sourceId}
    when '1' then ${linkedName(lang, '1')}
    when '2' then ${linkedName(lang, '2')}
    when '3' then ${linkedName(lang, '3')}
  end, '')`;

/** Whether a visitor can follow the link: its record is there (an activity only while published). */
export const linkLeadsSomewhere = sql<boolean>`case ${banners.linkType}
    when '4' then true
    when '1' then ${linkedExists('1')}
    when '2' then ${linkedExists('2')}
    when '3' then ${linkedExists('3', eq(activities.published, true))}
    else false end`;

/** Whether the record a link names exists. */
export async function linkedRecordExists(db: Db, linkType: RecordLink, sourceId: string): Promise<boolean> {
  if (!/^\d{1,9}$/.test(sourceId)) return false;
  const target = TARGETS[linkType];
  const found = await db
    .select({ one: sql`1` })
    .from(target.table)
    .where(and(eq(target.id, Number(sourceId))));
  return found.length > 0;
}

/** What a banner may link to, by link type, each named in the request language (the form's choices). */
export async function linkChoices(db: Db, lang: Lang) {
  const choicesOf = (target: Target) =>
    db
      .select({ value: sql<string>`${target.id}::text`, label: namedIn(lang, target.zh, target.en) })
      .from(target.table)
      .orderBy(asc(target.id));
  const [courseChoices, contentChoices, activityChoices] = await Promise.all([
    choicesOf(TARGETS['1']),
    choicesOf(TARGETS['2']),
    choicesOf(TARGETS['3']),
  ]);
  return { '1': courseChoices, '2': contentChoices, '3': activityChoices };
}
