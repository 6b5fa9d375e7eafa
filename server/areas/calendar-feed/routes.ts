import { Hono } from 'hono';
import { authed } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { body, params } from '../../lib/input';
import { FEED_PATH, feedState, feedText, makeFeed } from './records';
import { feedFile, noFields } from './schema';

// docs/api.md "Calendar feed": the caller's own address (user:schedule:list, since the feed is
// their schedule), and the feed itself, which a calendar fetches without a session: the token in
// the address is the only proof. An unknown token is answered exactly like an unknown path, so
// the answer tells a guesser nothing.

export const calendarFeedRoutes = new Hono<AppEnv>()
  .get('/user/calendar-feed', authed('user:schedule:list'), async (c) => ok(c, await feedState(c.var.db, c.var.auth)))
  .post('/user/calendar-feed', authed('user:schedule:list'), body(noFields), async (c) => {
    const { db, clock, auth, lang } = c.var;
    return ok(c, await makeFeed(db, clock, auth, lang));
  })
  .get(`${FEED_PATH}/:tokenFile`, params(feedFile), async (c) => {
    const text = await feedText(c.var.db, c.var.clock, c.req.valid('param').tokenFile);
    if (text === null) return c.notFound();
    return c.body(text, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="schedule.ics"',
      // the schedule of one person: no shared cache keeps it, and every fetch is fresh
      'Cache-Control': 'private, no-cache',
    });
  });
