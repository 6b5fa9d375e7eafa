import { z } from 'zod';
import {
  idsOrText,
  int,
  label,
  listQuery,
  filterChoice,
  optionalInt,
  pathId,
  pathIds,
  requiredChoice,
  said,
  sentAs,
  text,
} from '@contract/input';
import type { newUser } from './user';

// What the school calls take (docs/api.md "Schools", "Saving a school"), named as the editor's
// first step names its fields.

const SCHOOL_ID = label('学校编号', 'School id');
const STATUS = label('状态', 'Status');
const TYPE = label('学校类型', 'School type');
const STAGE = label('学段', 'Stage');
const DEVELOPER = label('商务拓展', 'Business developer');
export const TYPES = ['0', '1', '2', '3', '4', '5', '6'] as const;
export const STAGES = ['1', '2', '3', '4'] as const;

export const schoolListQuery = listQuery({
  schoolName: text(label('学校名称', 'School name')),
  schoolStage: filterChoice(STAGE, STAGES),
  schoolType: filterChoice(TYPE, TYPES),
  bdUserId: optionalInt(DEVELOPER),
  status: filterChoice(STATUS, ['0', '1']),
});
export type SchoolListQuery = z.output<typeof schoolListQuery>;

export const accountOptionsQuery = z.object({
  schoolId: optionalInt(SCHOOL_ID),
  keyword: text(label('关键字', 'Keyword')),
});

export const schoolStatus = z.object({ schoolId: int(SCHOOL_ID), status: requiredChoice(STATUS, ['0', '1']) });

/** Stages as an array or a comma-joined string; at least one, each a dictionary code, in code order. */
const stages = z.preprocess((raw: string[] | string, ctx) => {
  const parts = (Array.isArray(raw) ? raw : String(raw ?? '').split(','))
    .map((part) => String(part).trim())
    .filter(Boolean);
  if (!parts.length) {
    ctx.addIssue({ code: 'custom', message: said('学段不能为空', 'Stage is required') });
    return z.NEVER;
  }
  if (parts.some((part) => !(STAGES as readonly string[]).includes(part))) {
    const list = STAGES.join(', ');
    ctx.addIssue({ code: 'custom', message: said(`学段的值无效，可选值：${list}`, `Stage must be one of: ${list}`) });
    return z.NEVER;
  }
  return STAGES.filter((stage) => parts.includes(stage)).join(',');
}, z.string());

/** The kinds of account a school holds, each the holders of one role (server/areas/school/accounts.ts). */
export type AccountRole = 'admins' | 'principals' | 'teachers';

export const ACCOUNT_LABEL: Record<AccountRole, { zh: string; en: string }> = {
  admins: { zh: '学校管理员', en: 'School administrator' },
  principals: { zh: '校长', en: 'Principal' },
  teachers: { zh: '教师', en: 'Teacher' },
};

/** A new account's form as sent: the user calls' own rules (./user.ts) check it when it is created. */
export type NewAccount = Omit<z.input<typeof newUser>, 'roleIds'>;

const newAccount = sentAs<NewAccount>()(
  z
    .unknown()
    .transform((value) =>
      value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {},
    ),
);

/** One role's accounts as a form sends them: those picked, and those to create. */
interface AccountsSent {
  userIds: number[] | string;
  create?: NewAccount[];
}

/** `{userIds, create}` of one role; left out, the school's accounts of that role stay as they are. */
function accountsPart(role: AccountRole) {
  const { zh, en } = ACCOUNT_LABEL[role];
  const part = z.object(
    {
      userIds: idsOrText(label(zh, `${en}s`)),
      create: z.preprocess(
        (value: NewAccount[] | null | undefined) => value ?? [],
        z.array(newAccount, { error: said('新建账号格式不正确', 'New accounts have an invalid format') }),
      ),
    },
    { error: said('账号格式不正确', 'Accounts have an invalid format') },
  );
  return z.preprocess((value: AccountsSent | null | undefined) => value ?? undefined, part.optional());
}

const FIELDS = {
  schoolName: text(label('学校名称', 'School name'), { required: true, max: 50 }),
  schoolNameEn: text(label('英文名称', 'English name'), { required: true, max: 100 }),
  schoolType: requiredChoice(TYPE, TYPES),
  schoolStage: stages,
  bdUserId: int(DEVELOPER, { min: 1 }),
  manager: text(label('主管单位', 'Managing party'), { max: 100 }),
  managerEn: text(label('主管单位（英文）', 'Managing party (English)'), { max: 100 }),
  admins: accountsPart('admins'),
  principals: accountsPart('principals'),
  teachers: accountsPart('teachers'),
  /** the courses the school uses, when sent; left out, they stay as they are */
  courseIds: z.preprocess(
    (value: number[] | string | null | undefined) => value ?? undefined,
    idsOrText(label('关联课程', 'Courses')).optional(),
  ),
};

export const newSchool = z.object(FIELDS);
export const changedSchool = z.object({ schoolId: int(SCHOOL_ID), ...FIELDS });
export type SchoolInput = z.output<typeof newSchool>;

export const oneSchool = z.object({ schoolId: pathId(SCHOOL_ID) });
export const someSchools = z.object({ schoolIds: pathIds(SCHOOL_ID) });
