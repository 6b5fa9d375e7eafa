import { authHandlers } from './auth';
import { bindHandlers } from './bind';
import { captchaHandlers } from './captcha';
import { configHandlers } from './config';
import { courseHandlers } from './course';
import { dictHandlers } from './dict';
import { dictTypeHandlers } from './dict-type';
import { downloadHandlers } from './download';
import { homeHandlers } from './home';
import { menuHandlers } from './menu';
import { ossHandlers } from './oss';
import { ossConfigHandlers } from './oss-config';
import { genHandlers } from './gen';
import { profileHandlers } from './profile';
import { registerHandlers } from './register';
import { systemRoleHandlers } from './system-role';
import { systemRoleAuthHandlers } from './system-role-auth';
import { systemUserHandlers } from './system-user';
import { userRoleHandlers } from './user-role';

// Every mock endpoint, one module per area (docs/api.md lists them).
export const handlers = [
  ...captchaHandlers,
  ...authHandlers,
  ...registerHandlers,
  ...bindHandlers,
  ...menuHandlers,
  ...userRoleHandlers,
  ...dictHandlers,
  ...dictTypeHandlers,
  ...configHandlers,
  ...ossHandlers,
  ...ossConfigHandlers,
  ...genHandlers,
  ...profileHandlers,
  ...systemUserHandlers,
  ...systemRoleHandlers,
  ...systemRoleAuthHandlers,
  ...downloadHandlers,
  ...homeHandlers,
  ...courseHandlers,
];
