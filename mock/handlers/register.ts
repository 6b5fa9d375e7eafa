import { http } from 'msw';
import { checkCaptcha, takeCaptcha } from '../db/captchas';
import { configOn, userByName } from '../db/lookup';
import { db } from '../db/store';
import { formatTime } from '../lib/clock';
import { readJson } from '../lib/body';
import { nextId } from '../lib/ids';
import { bad, ok } from '../lib/reply';
import { open } from '../lib/route';
import { text } from '../lib/validate';
import { CODE, CONFIRM, PASSWORD, USERNAME, UUID } from './fields';

// Self-registration: a new account with the teacher role, when config sys.account.registerUser allows it.

export const registerHandlers = [
  http.post(
    '*/csp/register',
    open(async ({ request, lang }) => {
      if (!configOn('sys.account.registerUser')) bad(lang, '当前系统没有开启注册功能！', 'Registration is not enabled');
      const body = await readJson(request);
      const captchaOn = configOn('sys.account.captchaEnabled');
      const uuid = text(lang, body, UUID);
      const captcha = captchaOn && uuid ? takeCaptcha(uuid) : null;
      const username = text(lang, body, USERNAME, { required: true, min: 2, max: 20 });
      const password = text(lang, body, PASSWORD, { required: true, min: 5, max: 20 });
      const confirm = text(lang, body, CONFIRM, { required: true, max: 20 });
      if (confirm !== password) bad(lang, '两次输入的密码不一致', 'The passwords entered twice are inconsistent');
      if (captchaOn) checkCaptcha(lang, captcha, text(lang, body, CODE, { required: true, max: 10 }));
      if (userByName(username)) {
        bad(
          lang,
          `保存用户'${username}'失败，注册账号已存在`,
          `Cannot register '${username}': the account already exists`,
        );
      }
      const teacherRole = db().roles.find((r) => r.roleKey === 'teacher');
      db().users.push({
        userId: nextId(db().users, 'userId'),
        userName: username,
        nickName: username,
        name: username,
        email: '',
        phonenumber: '',
        sex: '2',
        avatar: '',
        status: '0',
        roleIds: teacherRole ? [teacherRole.roleId] : [],
        schoolId: null,
        password,
        createBy: username,
        createTime: formatTime(),
        updateBy: '',
        updateTime: '',
        remark: '',
      });
      return ok(lang);
    }),
  ),
];
