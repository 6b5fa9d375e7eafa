// The icons a menu entry may name: those the console draws (src/layout/menu-icons.tsx maps each
// name to its picture, and its type holds the two lists equal). The menu screen's picker offers
// these and the server refuses any other name.

// prettier-ignore
export const MENU_ICONS = [
  'ApartmentOutlined', 'ApiOutlined', 'AppstoreOutlined', 'AuditOutlined', 'BankOutlined', 'BookOutlined',
  'CalendarOutlined', 'CloudServerOutlined', 'CodeOutlined', 'ControlOutlined', 'CrownOutlined', 'DashboardOutlined',
  'DesktopOutlined', 'ExperimentOutlined', 'FieldTimeOutlined', 'FileSearchOutlined', 'FileTextOutlined',
  'FlagOutlined', 'FolderOpenOutlined', 'FormOutlined', 'GlobalOutlined', 'HomeOutlined', 'IdcardOutlined',
  'LinkOutlined', 'LoginOutlined', 'MenuOutlined', 'MessageOutlined', 'NotificationOutlined', 'PictureOutlined', 'PlaySquareOutlined',
  'ProfileOutlined', 'ReadOutlined', 'RocketOutlined', 'SafetyCertificateOutlined', 'SettingOutlined',
  'ShopOutlined', 'SolutionOutlined', 'TagsOutlined', 'TeamOutlined', 'UserOutlined', 'UsergroupAddOutlined',
  'WechatOutlined', 'WifiOutlined',
] as const;

export type MenuIconName = (typeof MENU_ICONS)[number];

export const isMenuIcon = (value: string): value is MenuIconName => (MENU_ICONS as readonly string[]).includes(value);
