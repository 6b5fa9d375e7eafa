import { z } from 'zod';
import { int, label, listQuery, optionalChoice, said, text } from '@contract/input';

// What the WeChat users' calls take (docs/api.md "WeChat users").

const STATUS = label('状态', 'Status');

export const wxUserListQuery = listQuery({
  nickname: text(label('昵称', 'Nickname')),
  phone: text(label('手机号码', 'Phone number')),
  status: optionalChoice(STATUS, ['0', '1']),
  bound: optionalChoice(label('绑定状态', 'Binding'), ['0', '1']),
});

export const wxUserStatus = z.object({
  wxUserId: int(label('小程序用户', 'Mini-program user')),
  status: text(STATUS, { required: true }).pipe(
    z.enum(['0', '1'], { error: said(`${STATUS.zh}的值无效，可选值：0, 1`, `${STATUS.en} must be one of: 0, 1`) }),
  ),
});
