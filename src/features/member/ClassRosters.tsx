import { useState } from 'react';
import { Button, Descriptions, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Access } from '@/components/Access';
import { RosterImport, type ClassRecord, type RosterKind } from '@/features/class';
import { MEMBER_CLASS_PERMS } from './perms';

/** A class's two rosters on its edit page: where each came from, and importing a new file. */
export function ClassRosters({ record }: { record: ClassRecord }) {
  const { t } = useTranslation('class');
  const { t: tm } = useTranslation('member');
  const [kind, setKind] = useState<RosterKind | null>(null);
  const file = (name: string) => (name ? name : <Tag color="warning">{t('notImported')}</Tag>);
  return (
    <section aria-label={tm('class.rosters')}>
      <Descriptions
        size="small"
        column={1}
        title={tm('class.rosters')}
        items={[
          { key: 'count', label: t('studentCount'), children: record.studentCount },
          { key: 'students', label: t('studentFile'), children: file(record.studentFile) },
          { key: 'scores', label: t('scoreFile'), children: file(record.scoreFile) },
        ]}
      />
      <Access permission={MEMBER_CLASS_PERMS.edit}>
        <Space wrap style={{ marginTop: 12 }}>
          <Button onClick={() => setKind('students')}>{t('importStudents')}</Button>
          <Button onClick={() => setKind('scores')}>{t('importScores')}</Button>
        </Space>
      </Access>
      <RosterImport target={kind ? { record, kind } : null} onClose={() => setKind(null)} />
    </section>
  );
}
