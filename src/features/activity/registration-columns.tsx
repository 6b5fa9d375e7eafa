import type { TFunction } from 'i18next';
import type { ListColumns } from '@/components/list';
import type { Registration } from './types';

/**
 * The columns of a registrations list: who (console user name, or guest), name, phone, area and
 * when; the whole list also names each registration's activity.
 */
export function registrationColumns(t: TFunction, withActivity: boolean): ListColumns<Registration> {
  const guest = (r: Registration) => r.username || t('activity:guest');
  return [
    ...(withActivity
      ? [{ key: 'activityName', title: t('activity:activity'), dataIndex: 'activityName', width: 220, ellipsis: true }]
      : []),
    { key: 'username', title: t('activity:username'), width: 120, render: (_, r) => guest(r), exportValue: guest },
    { key: 'name', title: t('activity:personName'), dataIndex: 'name', width: 120 },
    { key: 'phone', title: t('activity:phone'), dataIndex: 'phone', width: 130 },
    { key: 'area', title: t('activity:area'), dataIndex: 'area', width: 180 },
    { key: 'createTime', title: t('activity:registeredAt'), dataIndex: 'createTime', width: 170 },
  ];
}
