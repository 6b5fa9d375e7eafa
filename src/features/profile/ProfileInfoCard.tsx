import { Avatar, Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import defaultAvatar from '@/assets/default-avatar.svg';
import type { ProfileAnswer } from './types';
import styles from './profile.module.css';

/** The left card of the profile page: who the user is, as saved. */
export function ProfileInfoCard({ profile }: { profile: ProfileAnswer }) {
  const { t } = useTranslation('profile');
  const { user, roleGroup } = profile;
  const items = [
    { key: 'userName', label: t('userName'), children: user.userName },
    { key: 'name', label: t('name'), children: user.name },
    { key: 'phonenumber', label: t('phonenumber'), children: user.phonenumber },
    { key: 'email', label: t('email'), children: user.email },
    { key: 'roles', label: t('roles'), children: roleGroup },
    { key: 'createTime', label: t('createTime'), children: user.createTime },
  ];
  return (
    <Card title={t('personalInfo')} className={styles.card}>
      <div className={styles.avatarBox}>
        <Avatar size={96} src={user.avatar || defaultAvatar} alt={t('avatar')} />
        <div className={styles.nickName}>{user.nickName || user.userName}</div>
      </div>
      <Descriptions column={1} size="small" items={items} className={styles.details} />
    </Card>
  );
}
