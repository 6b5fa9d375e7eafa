import { http } from 'msw';
import type { SiteConfigRow } from '../db/site-types';
import { db } from '../db/store';
import { readJson } from '../lib/body';
import { formatTime } from '../lib/clock';
import { ok } from '../lib/reply';
import { withAuth } from '../lib/route';
import { field, text } from '../lib/validate';

// The one site configuration (admin:siteconfig:*): the name and slogan in both languages and the
// logo, all five required. The console and the public website read it through
// GET /siteconfig/public (site-public.ts).

const FIELDS = [
  { key: 'name', zh: '系统名称', en: 'Name', max: 50 },
  { key: 'enname', zh: '英文名称', en: 'English name', max: 100 },
  { key: 'slogan', zh: '标语', en: 'Slogan', max: 100 },
  { key: 'sloganEn', zh: '英文标语', en: 'English slogan', max: 200 },
  { key: 'logo', zh: '标志', en: 'Logo', max: 500 },
] as const;

type Editable = Pick<SiteConfigRow, (typeof FIELDS)[number]['key']>;

export const siteConfigHandlers = [
  http.get(
    '*/csp/admin/siteconfig',
    withAuth('admin:siteconfig:query', ({ lang }) => ok(lang, db().siteConfig)),
  ),
  http.put(
    '*/csp/admin/siteconfig',
    withAuth('admin:siteconfig:edit', async ({ request, lang, user }) => {
      const body = await readJson(request);
      const values = Object.fromEntries(
        FIELDS.map((f) => [f.key, text(lang, body, field(f.key, f.zh, f.en), { required: true, max: f.max })]),
      ) as Editable;
      Object.assign(db().siteConfig, values, { updateBy: user.userName, updateTime: formatTime() });
      return ok(lang, db().siteConfig);
    }),
  ),
];
