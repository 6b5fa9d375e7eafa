import { useState } from 'react';
import { useShellNavigate } from '@/hooks/shell-location';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { DownOutlined, LogoutOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/api/feedback';
import { logoutAndReload } from '@/features/auth';
import { useSessionStore } from '@/stores/session';
import { unsavedWarning } from '@/stores/unsaved';
import styles from './layout.module.css';
import { lazyComponent } from '@/utils/lazy-component';

// Loaded the first time the user asks to switch role.
const RoleSwitchDialog = lazyComponent(() => import('@/features/auth/RoleSwitchDialog'));

/**
 * Logout asks first, with a warning, naming pages whose unsaved input would be lost (one
 * question in all); cancelling does nothing.
 */
export function confirmLogout(t: (key: string) => string): void {
  const lost = unsavedWarning();
  void feedback.confirm({
    title: t('systemPrompt'),
    content: (
      <>
        <div>{t('layout:logoutConfirm')}</div>
        {lost ? <div>{lost}</div> : null}
      </>
    ),
    okText: t('ok'),
    cancelText: t('cancel'),
    type: 'warning',
    onOk: () => logoutAndReload(),
  });
}

export default function UserMenu() {
  const { t } = useTranslation();
  const navigate = useShellNavigate();
  const name = useSessionStore((s) => s.name);
  const nickName = useSessionStore((s) => s.user?.nickName);
  const avatar = useSessionStore((s) => s.avatar);
  // Switching is offered only to a user holding more than one role.
  const canSwitchRole = useSessionStore((s) => (s.user?.roles?.length ?? 0) > 1);
  const [switchOpen, setSwitchOpen] = useState(false);
  const [switchUsed, setSwitchUsed] = useState(false);

  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: t('layout:profile') },
    ...(canSwitchRole ? [{ key: 'switchRole', icon: <SwapOutlined />, label: t('search:roleSwitch.menuItem') }] : []),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('layout:logout') },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') void navigate('/user/profile');
    if (key === 'switchRole') {
      setSwitchUsed(true);
      setSwitchOpen(true);
    }
    if (key === 'logout') confirmLogout(t);
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <button type="button" className={styles.userButton} aria-label={t('layout:userMenu')}>
          <Avatar size="small" src={avatar} alt="" />
          <span className={styles.userName}>{nickName || name}</span>
          <DownOutlined />
        </button>
      </Dropdown>
      {switchUsed ? <RoleSwitchDialog open={switchOpen} onClose={() => setSwitchOpen(false)} /> : null}
    </>
  );
}
