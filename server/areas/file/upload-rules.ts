import { and, eq, gte, sum } from 'drizzle-orm';
import { ossFiles } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { dayText } from '../../lib/day';
import { fail } from '../../lib/errors';
import { configValue } from '../config/values';

// Who may upload what, and how much (docs/api.md "Files"). An account without a role (one whose
// roles were all taken away or disabled) has no screen that takes a file but its profile: it may
// upload its avatar, an image, and nothing else. Every account may store at most the system
// parameter sys.upload.dailyQuotaMb of bytes a day, so that one account cannot fill the storage.

/** What an upload is for: `?purpose=avatar` on the upload call, else a file for any field. */
export type UploadPurpose = 'avatar' | 'file';

export const purposeOf = (raw: string | undefined): UploadPurpose => (raw === 'avatar' ? 'avatar' : 'file');

export const QUOTA_KEY = 'sys.upload.dailyQuotaMb';
/** A teacher uploading a term's courseware in a day stays well within it. */
export const DEFAULT_QUOTA_MB = 500;

const AVATAR_TYPES = ['image/png', 'image/jpeg'];

/** The quota in bytes: the parameter when it is a number of MB (0 or more), else the default. */
async function dailyQuotaMb(db: Db): Promise<number> {
  const raw = (await configValue(db, QUOTA_KEY))?.trim();
  const value = raw ? Number(raw) : NaN;
  return Number.isFinite(value) && value >= 0 ? value : DEFAULT_QUOTA_MB;
}

/** The bytes the account uploaded since midnight of the server's day. */
async function uploadedToday(db: Db, userName: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: sum(ossFiles.size) })
    .from(ossFiles)
    .where(and(eq(ossFiles.createBy, userName), gte(ossFiles.createTime, `${dayText(now)} 00:00:00`)));
  return Number(row?.total ?? 0);
}

/** Refuses the upload `file` (already typed by its content) when the rules above do not allow it. */
export async function checkUploadAllowed(
  db: Db,
  clock: Clock,
  auth: Auth,
  file: { size: number; type: string },
  purpose: UploadPurpose,
): Promise<void> {
  if (purpose === 'file' && auth.role === null)
    fail('没有角色的账号只能上传头像', 'An account without a role may only upload its avatar');
  if (purpose === 'avatar' && !AVATAR_TYPES.includes(file.type))
    fail('头像必须是 png、jpg 或 jpeg 图片', 'The avatar must be a png, jpg or jpeg image');
  const quotaMb = await dailyQuotaMb(db);
  const used = await uploadedToday(db, auth.user.userName, clock.now());
  if (used + file.size > quotaMb * 1024 * 1024)
    fail(
      `每个账号每天最多上传 ${quotaMb} MB，今天的额度已用完，请明天再试`,
      `The daily upload quota of ${quotaMb} MB per account is used up; try again tomorrow`,
    );
}
