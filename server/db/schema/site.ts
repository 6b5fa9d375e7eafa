import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit';
import { bilingual, identity, order, reference, wallClock } from './columns';

// The public website and its console screens (docs/api.md "Activities and registrations" and
// "Banners, site configuration and the public website"): the activities, who registered for
// them, the carousel's banners and the one site configuration.
//
// An activity's time state and registration count are never stored: answers compute them (the
// state from the server's clock, the count from its registrations).

export const activities = pgTable(
  'activity',
  {
    activityId: identity('activity_id'),
    ...bilingual('name', 'name', 100),
    ...bilingual('intro', 'intro', 500),
    /** both ends belong to the activity */
    beginTime: wallClock('begin_time').notNull(),
    endTime: wallClock('end_time').notNull(),
    /** an uploaded image's address (docs/api.md "Files") */
    cover: varchar('cover', { length: 500 }).notNull(),
    /** rich text, shown sanitised by every client */
    content: text('content').notNull(),
    /** nickname of who last published it */
    publisher: varchar('publisher', { length: 64 }).notNull().default(''),
    published: boolean('published').notNull().default(false),
    /** null when never published */
    publishDate: wallClock('publish_date'),
    ...auditColumns(),
  },
  (t) => [
    index('activity_create_time_idx').on(t.createTime),
    index('activity_published_idx').on(t.published, t.beginTime),
    check('activity_time_range_chk', sql`${t.endTime} > ${t.beginTime}`),
  ],
);

/**
 * One person's registration for an activity, from the public website. `username` is the console
 * account that was logged in when it was made ('' for a guest): a record of that moment, so no
 * foreign key (the registration stays when the account goes).
 */
export const registrations = pgTable(
  'activity_registration',
  {
    registrationId: identity('registration_id'),
    activityId: reference('activity_id', () => activities.activityId, 'cascade'),
    username: varchar('username', { length: 64 }).notNull().default(''),
    name: varchar('name', { length: 50 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    area: varchar('area', { length: 100 }).notNull(),
    createTime: wallClock('create_time').notNull(),
  },
  (t) => [
    unique('activity_registration_phone_unique').on(t.activityId, t.phone),
    index('activity_registration_create_time_idx').on(t.createTime),
  ],
);

/**
 * A banner of the website's carousel. `link_type` is dict banner_link_type (1 course, 2 content
 * item, 3 activity, 4 external link) or '' for none; `source_id` the linked record's id as text,
 * or the http(s) address. The linked record may go: the link then leads nowhere (answers show no
 * name and the website no link), so it carries no foreign key.
 */
export const banners = pgTable(
  'banner',
  {
    bannerId: identity('banner_id'),
    ...bilingual('title', 'title', 100),
    image: varchar('image', { length: 500 }).notNull(),
    linkType: varchar('link_type', { length: 1 }).notNull().default(''),
    sourceId: varchar('source_id', { length: 500 }).notNull().default(''),
    sort: order('sort'),
    ...auditColumns(),
  },
  (t) => [
    index('banner_sort_idx').on(t.sort, t.bannerId),
    check('banner_link_type_chk', sql`${t.linkType} in ('', '1', '2', '3', '4')`),
  ],
);

/** The site's name, slogan and logo: one row, its key always 1. */
export const siteConfig = pgTable(
  'site_config',
  {
    id: smallint('id').primaryKey().default(1),
    name: varchar('name', { length: 100 }).notNull(),
    enname: varchar('enname', { length: 100 }).notNull(),
    slogan: varchar('slogan', { length: 200 }).notNull(),
    sloganEn: varchar('slogan_en', { length: 200 }).notNull(),
    logo: varchar('logo', { length: 500 }).notNull(),
    updateBy: varchar('update_by', { length: 64 }).notNull().default(''),
    updateTime: wallClock('update_time'),
  },
  (t) => [check('site_config_one_row_chk', sql`${t.id} = 1`)],
);
