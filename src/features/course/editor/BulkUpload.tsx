import { useId, useState } from 'react';
import { Button, Flex, Select, Typography, Upload } from 'antd';
import { CloudUploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/api/feedback';
import { PendingUploads } from './PendingUploads';
import { useFileListField } from './ResourceFiles';
import { RESOURCE_TYPES, useFileUploads } from './useFileUploads';

/** The lesson's file lists the bulk upload may fill. */
export const LESSON_LISTS = ['courseware', 'materials', 'learningResources'] as const;
type LessonList = (typeof LESSON_LISTS)[number];

/**
 * "Upload all course resources": one control that takes several files at once, shows each one's
 * progress, and puts every file that arrives into the chosen list of the lesson.
 */
export function BulkUpload() {
  const { t } = useTranslation('courseEditor');
  const [into, setInto] = useState<LessonList>('courseware');
  // one id per mounted editor: two lesson editors kept open must not share it
  const intoId = useId();
  const lists = {
    courseware: useFileListField('courseware'),
    materials: useFileListField('materials'),
    learningResources: useFileListField('learningResources'),
  };
  const uploads = useFileUploads(
    (file) => lists[into].append(file),
    () => lists[into].count(),
  );

  return (
    <Flex vertical gap="small">
      <Flex gap="small" wrap align="center">
        <label htmlFor={intoId}>{t('bulk.into')}</label>
        <Select
          id={intoId}
          value={into}
          onChange={setInto}
          style={{ width: 200, maxWidth: '100%' }}
          options={LESSON_LISTS.map((list) => ({ value: list, label: t(`field.${list}`) }))}
        />
        <Upload
          multiple
          accept={RESOURCE_TYPES.map((type) => `.${type}`).join(',')}
          showUploadList={false}
          beforeUpload={(file, batch) => {
            if (file === batch[0]) {
              void uploads.upload(batch).then((count) => {
                if (count) void feedback.success(t('bulk.done', { count }));
              });
            }
            return Upload.LIST_IGNORE;
          }}
        >
          <Button type="primary" ghost icon={<CloudUploadOutlined />}>
            {t('bulk.choose')}
          </Button>
        </Upload>
      </Flex>
      <Typography.Text type="secondary">{t('bulk.hint')}</Typography.Text>
      <PendingUploads pending={uploads.pending} onDismiss={uploads.dismiss} />
    </Flex>
  );
}
