import { useState } from 'react';
import { Flex, Modal, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ScheduleItem, SeriesScope } from './types';

interface Props {
  /** the lesson of a series to delete; null when closed */
  lesson: ScheduleItem | null;
  onDelete: (lesson: ScheduleItem, scope: SeriesScope) => Promise<void>;
  onClose: () => void;
}

/** Deleting an occurrence of a weekly series asks which: this one, or this and the following ones. */
export function DeleteLessonDialog({ lesson, onDelete, onClose }: Props) {
  const { t } = useTranslation('schedule');
  const [scope, setScope] = useState<SeriesScope>('one');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!lesson) return;
    setBusy(true);
    try {
      await onDelete(lesson, scope);
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={lesson !== null}
      title={t('delete.title')}
      okText={t('delete.ok')}
      okButtonProps={{ danger: true, loading: busy }}
      onOk={() => void confirm()}
      onCancel={onClose}
      afterOpenChange={(open) => !open && setScope('one')}
      destroyOnHidden
    >
      <Flex vertical gap="small">
        <Typography.Text>
          {lesson ? t('delete.question', { name: `${lesson.date} ${lesson.startTime} ${lesson.courseTitle}` }) : null}
        </Typography.Text>
        <Radio.Group value={scope} onChange={(e) => setScope(e.target.value as SeriesScope)}>
          <Flex vertical gap="small">
            <Radio value="one">{t('scope.one')}</Radio>
            <Radio value="series">{t('scope.series')}</Radio>
          </Flex>
        </Radio.Group>
      </Flex>
    </Modal>
  );
}
