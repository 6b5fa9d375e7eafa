import { http } from 'msw';
import { homeStats } from '../db/stats';
import { ok } from '../lib/reply';
import { withAuth } from '../lib/route';

export const homeHandlers = [
  http.get(
    '*/csp/home/stats',
    withAuth(null, ({ lang, user, role }) => ok(lang, homeStats(user, role))),
  ),
];
