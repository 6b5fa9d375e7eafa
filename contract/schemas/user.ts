import { z } from 'zod';
import { choice, idsOrText, int, label, listQuery, optionalChoice, pathId, pathIds, said, text } from '@contract/input';
import { optionalContact } from './contact-fields';
import { userName } from './user-name';

// What the users' calls take (docs/api.md "Users").

const USER_ID = label('用户编号', 'User id');
const NAME = label('姓名', 'Name');
const PASSWORD = label('密码', 'Password');
const STATUS = label('状态', 'Status');
const ROLES = label('角色', 'Role');

export const userListQuery = listQuery({
  userName: text(label('用户名', 'Username')),
  nickName: text(label('用户昵称', 'Nickname')),
  name: text(NAME),
  phonenumber: text(label('手机号码', 'Phone number')),
  status: text(STATUS),
});

/** The fields a user's dialog edits; gender and status null when left out (the record's own stand). */
const EDITED = {
  name: text(NAME, { required: true, max: 30 }),
  nickName: text(label('用户昵称', 'Nickname'), { max: 30 }),
  ...optionalContact(),
  sex: optionalChoice(label('性别', 'Gender'), ['0', '1', '2']),
  status: optionalChoice(STATUS, ['0', '1']),
  remark: text(label('备注', 'Remark'), { max: 500 }),
};

const CHANGE_REQUIRED = label('首次登录须修改密码', 'Ask for a new password at first login');

/** A new user as the dialog sends it: a password typed or offered at random by the console. */
export const newUser = z.object({
  userName: userName(label('用户名', 'Username')),
  ...EDITED,
  password: text(PASSWORD, { required: true, min: 5, max: 20 }),
  passwordChangeRequired: choice(CHANGE_REQUIRED, ['true', 'false'], 'false'),
  roleIds: idsOrText(ROLES),
});
export type NewUserInput = z.output<typeof newUser>;

/** An imported user: as a new one, its password may be left out (one is made up). */
export const importedUser = newUser.extend({ password: text(PASSWORD, { min: 5, max: 20 }) });

const IMPORT_LIMIT = 1000;
const NO_USERS = said('导入数据不能为空', 'There are no users to import');

/** The import's rows, each read as `importedUser` by the import itself so that a refusal names its row. */
export const userImport = z.object({
  users: z
    .array(z.unknown(), { error: NO_USERS })
    .min(1, { error: NO_USERS })
    .max(IMPORT_LIMIT, {
      error: said(`一次最多导入 ${IMPORT_LIMIT} 条`, `At most ${IMPORT_LIMIT} users can be imported at once`),
    }),
});

export const changedUser = z.object({ userId: int(USER_ID), ...EDITED, roleIds: idsOrText(ROLES) });
export type ChangedUserInput = z.output<typeof changedUser>;

export const userStatus = z.object({
  userId: int(USER_ID),
  status: text(STATUS, { required: true }).pipe(
    z.enum(['0', '1'], { error: said(`${STATUS.zh}的值无效，可选值：0, 1`, `${STATUS.en} must be one of: 0, 1`) }),
  ),
});

export const passwordReset = z.object({
  userId: int(USER_ID),
  password: text(PASSWORD, { required: true, min: 5, max: 20 }),
});

/** `{userId, roleIds}` as JSON, or RuoYi's query string `?userId=2&roleIds=3,4`. */
export const userRoles = z.object({ userId: int(USER_ID), roleIds: idsOrText(ROLES) });

export const oneUser = z.object({ userId: pathId(USER_ID) });
export const someUsers = z.object({ userIds: pathIds(USER_ID) });
