import type { ConfigRow } from '../rows/account';
import { seeded } from './audit';

type Entry = [
  key: string,
  value: string,
  zh: string,
  en: string,
  type: ConfigRow['configType'],
  remark: [zh: string, en: string],
];

const ENTRIES: Entry[] = [
  [
    'sys.account.captchaEnabled',
    'true',
    '账号自助-验证码开关',
    'Account - captcha on login',
    'Y',
    ['true 开启验证码，false 关闭', 'true shows the captcha, false hides it'],
  ],
  [
    'sys.account.registerUser',
    'true',
    '账号自助-是否开启用户注册功能',
    'Account - allow self-registration',
    'Y',
    ['true 允许访客注册为教师，false 关闭注册', 'true lets visitors register as teachers'],
  ],
  [
    'sys.index.skinName',
    'skin-blue',
    '主框架页-默认皮肤样式名称',
    'Main frame - default skin',
    'Y',
    [
      '蓝色 skin-blue、绿色 skin-green、紫色 skin-purple、红色 skin-red、黄色 skin-yellow',
      'skin-blue, skin-green, skin-purple, skin-red, skin-yellow',
    ],
  ],
  [
    'sys.index.sideTheme',
    'theme-light',
    '主框架页-侧边栏主题',
    'Main frame - sidebar theme',
    'Y',
    ['深色主题 theme-dark，浅色主题 theme-light', 'theme-dark or theme-light'],
  ],
  [
    'sys.user.initPassword',
    '123456',
    '用户管理-账号初始密码',
    'Users - initial password',
    'Y',
    ['新建账号与重置密码时使用的初始密码', 'Password given to new and reset accounts'],
  ],
  [
    'sys.login.blackIPList',
    '',
    '用户登录-黑名单列表',
    'Login - blocked IP list',
    'Y',
    ['设置登录 IP 黑名单限制，多个匹配项以;分隔，支持匹配（*通配、网段）', 'Semicolon-separated addresses or patterns'],
  ],
  [
    'course.upload.maxSizeMb',
    '5',
    '课程-上传文件大小上限（MB）',
    'Courses - upload size limit (MB)',
    'N',
    ['显示在教师上传按钮旁', 'Shown to teachers next to the upload button'],
  ],
  [
    'site.contact.email',
    'support@coursesys.cn',
    '站点-客服邮箱',
    'Site - support email',
    'N',
    ['显示在公开网站的页脚', 'Shown in the footer of the public website'],
  ],
  [
    'sys.upload.dailyQuotaMb',
    '500',
    '文件上传-每个账号每日上限（MB）',
    'Uploads - daily quota per account (MB)',
    'Y',
    [
      '一个账号一天内上传文件的总大小上限，超出后当天不能再上传',
      'The most one account may upload in one day; past it, uploads wait for the next day',
    ],
  ],
  [
    // The demo data's own, last so that the other parameters keep their ids: its captcha is plain
    // text, which machines read, so that the browser tests read it as a person does. A school's database has no such row (server/db/seed/school.ts)
    // and draws its captcha as jittered paths (docs/security.md "Captchas").
    'sys.account.captchaPlainText',
    'true',
    '账号自助-验证码明文（仅演示数据）',
    'Account - captcha as plain text (demo data only)',
    'Y',
    [
      'true 以文字绘制验证码，机器可读，仅供演示数据与浏览器测试；false 以扰动路径绘制',
      'true draws the captcha as text, which machines can read: for the demo data and its browser tests only; false draws it as jittered paths',
    ],
  ],
  [
    'monitor.operlog.retentionDays',
    '180',
    '监控-操作日志保留天数',
    'Monitoring - days the operation log keeps',
    'Y',
    [
      '每日清理任务删除更早的操作日志；0 表示永久保留',
      'The daily clean-up deletes older entries of the operation log; 0 keeps them for ever',
    ],
  ],
  [
    'monitor.logininfor.retentionDays',
    '180',
    '监控-登录日志保留天数',
    'Monitoring - days the login log keeps',
    'Y',
    [
      '每日清理任务删除更早的登录日志；0 表示永久保留',
      'The daily clean-up deletes older rows of the login log; 0 keeps them for ever',
    ],
  ],
];

export const seedConfigs = (): ConfigRow[] =>
  ENTRIES.map(([configKey, configValue, configName, configNameEn, configType, [remark, remarkEn]], i) => ({
    configId: i + 1,
    configKey,
    configValue,
    configName,
    configNameEn,
    configType,
    ...seeded('2024-08-01 09:00:00', 'admin', remark),
    remarkEn,
  }));
