// What a person sees, in both languages. Tests find elements by these words (roles, labels,
// visible text), never by CSS classes.

export type Language = 'zh' | 'en';

export const LABELS = {
  zh: {
    documentTitle: '课程系统',
    username: '账号',
    password: '密码',
    code: '验证码',
    captchaImage: '验证码图片',
    refreshCaptcha: '换一张验证码',
    login: '登 录',
    usernameRequired: '请输入您的账号',
    passwordRequired: '请输入您的密码',
    codeRequired: '请输入验证码',
    wrongPassword: '用户不存在/密码错误',
    /** the language button names the other language */
    otherLanguage: 'English',
    mainMenu: '主菜单',
    userMenu: '用户菜单',
    profile: '个人中心',
    logout: '退出登录',
    systemPrompt: '系统提示',
    logoutConfirm: '确定注销并退出系统吗？',
    ok: '确定',
    cancel: '取消',
    welcome: (name: string) => `欢迎，${name}`,
    notFound: '找不到网页',
  },
  en: {
    documentTitle: 'Course System',
    username: 'Username',
    password: 'Password',
    code: 'Verification code',
    captchaImage: 'Verification code image',
    refreshCaptcha: 'Get another verification code',
    login: 'Log in',
    usernameRequired: 'Please input username',
    passwordRequired: 'Please input password',
    codeRequired: 'Please input the verification code',
    wrongPassword: 'Wrong username or password',
    otherLanguage: '中文',
    mainMenu: 'Main menu',
    userMenu: 'User menu',
    profile: 'Profile',
    logout: 'Log out',
    systemPrompt: 'System Prompt',
    logoutConfirm: 'Are you sure you want to log out and exit the system?',
    ok: 'OK',
    cancel: 'Cancel',
    welcome: (name: string) => `Welcome, ${name}`,
    notFound: 'Page not found',
  },
} as const;

/** Top-level menu groups (server menu directories) by language. */
export const MENU_GROUPS = {
  zh: {
    courses: '课程与内容',
    schools: '学校管理',
    disciplines: '学科管理',
    operations: '运营管理',
    teaching: '我的教学',
    members: '成员管理',
    system: '系统管理',
    monitoring: '系统监控',
  },
  en: {
    courses: 'Courses & content',
    schools: 'Schools',
    disciplines: 'Disciplines',
    operations: 'Operations',
    teaching: 'My teaching',
    members: 'Members',
    system: 'System',
    monitoring: 'Monitoring',
  },
} as const;

/** The seed's demo accounts and the name the home page greets them with. */
export const ACCOUNTS = {
  admin: { nickName: '平台管理员' },
  teacher: { nickName: '李老师' },
  bd: { nickName: '孙经理' },
} as const;

export const PASSWORD = 'admin123';
