import type { PathParams } from 'msw';
import { allows } from '../db/access';
import { roleById, userById } from '../db/lookup';
import { touchSession } from '../db/sessions';
import { saveDb } from '../db/store';
import type { RoleRow, Session, UserRow } from '../db/types';
import { langOf, t, type Lang } from './lang';
import { fail, MockError } from './reply';

// Route wrappers: every handler runs inside one of these, which give it the request language,
// turn a thrown MockError into the error envelope, check token and permission, and write the
// database through to storage afterwards.

export interface OpenCtx {
  request: Request;
  params: PathParams;
  lang: Lang;
}

export interface AuthCtx extends OpenCtx {
  session: Session;
  user: UserRow;
  /** the active role; undefined when the user holds no enabled role */
  role: RoleRow | undefined;
}

type Resolver<C> = (ctx: C) => Response | Promise<Response>;
interface Info {
  request: Request;
  params: PathParams;
}

async function guarded(request: Request, run: () => Response | Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof MockError) return fail(error.code, error.message);
    console.error('[mock] handler failed', error);
    return fail(
      500,
      t(request, '系统内部错误，请联系管理员', 'Internal system error, please contact the administrator'),
    );
  } finally {
    if (request.method !== 'GET' || Date.now() - lastReadSave >= READ_SAVE_INTERVAL_MS) {
      lastReadSave = Date.now();
      saveDb();
    }
  }
}

/**
 * A read changes nothing but the session's last-use time (and a new captcha, which a reload asks
 * for again anyway), while writing the database out costs the page a long task: so reads save
 * it at most once a minute, enough to keep a busy session alive across a reload.
 */
const READ_SAVE_INTERVAL_MS = 60_000;
let lastReadSave = 0;

/** A call that needs no login (captcha, login, register, static files). */
export function open(resolver: Resolver<OpenCtx>) {
  return ({ request, params }: Info) => guarded(request, () => resolver({ request, params, lang: langOf(request) }));
}

export function bearerToken(request: Request): string {
  const header = request.headers.get('Authorization') ?? '';
  return header.replace(/^Bearer\s+/i, '').trim();
}

/**
 * A call that needs a live session and, when `perm` is given, that permission in the active
 * role (admin and `*:*:*` pass everything). Failures answer code 401 or 403 in the envelope.
 */
export function withAuth(perm: string | null, resolver: Resolver<AuthCtx>) {
  return ({ request, params }: Info) =>
    guarded(request, () => {
      const lang = langOf(request);
      const token = bearerToken(request);
      const session = token ? touchSession(token) : null;
      const user = session ? userById(session.userId) : undefined;
      if (!session || !user || user.status !== '0') {
        return fail(
          401,
          t(lang, '认证失败，无法访问系统资源', 'Authentication failed, unable to access system resources'),
        );
      }
      const role = roleById(session.activeRoleId);
      if (perm && !allows(role, perm)) return forbidden(lang);
      return resolver({ request, params, lang, session, user, role });
    });
}

/** The 403 answer of a call the active role may not make. */
export function forbidden(lang: Lang): Response {
  return fail(403, t(lang, '没有权限，请联系管理员授权', 'No permission, please contact the administrator'));
}
