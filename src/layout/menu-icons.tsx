import {
  ApartmentOutlined,
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BookOutlined,
  CalendarOutlined,
  CloudServerOutlined,
  CodeOutlined,
  ControlOutlined,
  CrownOutlined,
  DashboardOutlined,
  DesktopOutlined,
  ExperimentOutlined,
  FieldTimeOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FlagOutlined,
  FolderOpenOutlined,
  FormOutlined,
  GlobalOutlined,
  HomeOutlined,
  IdcardOutlined,
  LinkOutlined,
  LoginOutlined,
  MenuOutlined,
  MessageOutlined,
  PictureOutlined,
  PlaySquareOutlined,
  ProfileOutlined,
  ReadOutlined,
  RocketOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
  UsergroupAddOutlined,
  WechatOutlined,
  WifiOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import { MENU_ICONS, type MenuIconName } from '@contract/menu-icons';

/** The icons the menus use, by the names the server sends; unknown names get a neutral icon. */
const ICONS: Record<MenuIconName, ComponentType<{ 'aria-hidden'?: 'true' }>> = {
  ApartmentOutlined,
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BookOutlined,
  CalendarOutlined,
  CloudServerOutlined,
  CodeOutlined,
  ControlOutlined,
  CrownOutlined,
  DashboardOutlined,
  DesktopOutlined,
  ExperimentOutlined,
  FieldTimeOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FlagOutlined,
  FolderOpenOutlined,
  FormOutlined,
  GlobalOutlined,
  HomeOutlined,
  IdcardOutlined,
  LinkOutlined,
  LoginOutlined,
  MenuOutlined,
  MessageOutlined,
  PictureOutlined,
  PlaySquareOutlined,
  ProfileOutlined,
  ReadOutlined,
  RocketOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
  UsergroupAddOutlined,
  WechatOutlined,
  WifiOutlined,
};

/** The same pictures looked up by any name a menu entry holds. */
const BY_NAME: Readonly<Record<string, (typeof ICONS)[MenuIconName] | undefined>> = ICONS;

/** The names of the icons the console draws (a menu naming another gets the neutral icon). */
export const MENU_ICON_NAMES: readonly string[] = MENU_ICONS;

/** Decorative: the entry's title names it, not the icon ("bank 学校管理" would be read otherwise). */
export function MenuIcon({ name }: { name?: string }) {
  const Icon = (name && BY_NAME[name]) || AppstoreOutlined;
  return <Icon aria-hidden="true" />;
}
