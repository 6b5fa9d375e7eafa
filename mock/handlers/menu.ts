import { http } from 'msw';
import { buildRouters } from '../db/routers';
import { ok } from '../lib/reply';
import { withAuth } from '../lib/route';

// The menu tree of the active role, titles in the request language.
export const menuHandlers = [
  http.get(
    '*/csp/getRouters',
    withAuth(null, ({ lang, role }) => ok(lang, buildRouters(role, lang))),
  ),
];
