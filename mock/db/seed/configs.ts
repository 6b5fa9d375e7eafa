import type { ConfigRow } from '../types';
import { seeded } from './audit';

type Entry = [key: string, value: string, zh: string, en: string, type: ConfigRow['configType'], remark: string];

const ENTRIES: Entry[] = [
  [
    'sys.account.captchaEnabled',
    'true',
    '账号自助-验证码开关',
    'Account - captcha on login',
    'Y',
    'true shows the captcha, false hides it',
  ],
  [
    'sys.account.registerUser',
    'true',
    '账号自助-是否开启用户注册功能',
    'Account - allow self-registration',
    'Y',
    'true lets visitors register as teachers',
  ],
  [
    'sys.index.skinName',
    'skin-blue',
    '主框架页-默认皮肤样式名称',
    'Main frame - default skin',
    'Y',
    'skin-blue, skin-green, skin-purple, skin-red, skin-yellow',
  ],
  [
    'sys.index.sideTheme',
    'theme-light',
    '主框架页-侧边栏主题',
    'Main frame - sidebar theme',
    'Y',
    'theme-dark or theme-light',
  ],
  [
    'sys.user.initPassword',
    '123456',
    '用户管理-账号初始密码',
    'Users - initial password',
    'Y',
    'Password given to new and reset accounts',
  ],
  [
    'sys.login.blackIPList',
    '',
    '用户登录-黑名单列表',
    'Login - blocked IP list',
    'Y',
    'Semicolon-separated addresses or patterns',
  ],
  [
    'course.upload.maxSizeMb',
    '5',
    '课程-上传文件大小上限（MB）',
    'Courses - upload size limit (MB)',
    'N',
    'Shown to teachers next to the upload button',
  ],
  [
    'site.contact.email',
    'support@coursesys.cn',
    '站点-客服邮箱',
    'Site - support email',
    'N',
    'Shown in the footer of the public website',
  ],
];

export const seedConfigs = (): ConfigRow[] =>
  ENTRIES.map(([configKey, configValue, configName, configNameEn, configType, remark], i) => ({
    configId: i + 1,
    configKey,
    configValue,
    configName,
    configNameEn,
    configType,
    ...seeded('2024-08-01 09:00:00', 'admin', remark),
  }));
