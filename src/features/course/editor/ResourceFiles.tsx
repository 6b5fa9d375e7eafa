import { filePreviewPath } from '@/features/preview';
import { Button, Flex, Form, Switch, Typography, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PendingUploads } from './PendingUploads';
import type { CourseFile } from '../types';
import { RESOURCE_MAX_FILES, RESOURCE_MAX_MB, RESOURCE_TYPES, useFileUploads } from './useFileUploads';
import styles from './editor.module.css';

interface ResourceFilesProps {
  /** the form field holding the list: uploads that finish append to it as it is then */
  name: string;
  /** names the list for screen readers */
  label: string;
  value?: CourseFile[];
  onChange?: (files: CourseFile[]) => void;
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * One list field of the surrounding form: how many files it holds, and appending a file to it,
 * each reading the list at that moment.
 */
export function useFileListField(name: string) {
  const form = Form.useFormInstance();
  const current = () => (form.getFieldValue(name) as CourseFile[] | undefined) ?? [];
  return {
    count: () => current().length,
    append: (file: CourseFile) => form.setFieldValue(name, [...current(), file]),
  };
}

/** A list of uploaded files, each with its "downloadable" switch; several files upload at once. */
export function ResourceFiles({ name, label, value = [], onChange }: ResourceFilesProps) {
  const { t } = useTranslation('courseEditor');
  const list = useFileListField(name);
  const uploads = useFileUploads(list.append, list.count);
  const change = (index: number, next: CourseFile | null) =>
    onChange?.(next ? value.map((f, i) => (i === index ? next : f)) : value.filter((_, i) => i !== index));

  return (
    <Flex vertical gap="small">
      <Upload
        multiple
        accept={RESOURCE_TYPES.map((type) => `.${type}`).join(',')}
        showUploadList={false}
        beforeUpload={(file, batch) => {
          if (file === batch[0]) void uploads.upload(batch);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />}>{t('files.upload')}</Button>
      </Upload>
      <Typography.Text type="secondary">
        {t('files.tip', { size: RESOURCE_MAX_MB, limit: RESOURCE_MAX_FILES })}
      </Typography.Text>
      <PendingUploads pending={uploads.pending} onDismiss={uploads.dismiss} />
      {value.length ? (
        <ul aria-label={label} className={styles.fileList}>
          {value.map((file, index) => (
            <li key={`${file.url}-${index}`} className={styles.fileRow}>
              <a
                href={filePreviewPath(file.url, file.fileName)}
                target="_blank"
                rel="noreferrer"
                className={styles.fileName}
              >
                {file.fileName}
              </a>
              <Typography.Text type="secondary">{sizeText(file.size)}</Typography.Text>
              <label className={styles.switchLabel}>
                <Switch
                  size="small"
                  checked={file.downloadable}
                  aria-label={`${t('files.downloadable')}: ${file.fileName}`}
                  onChange={(downloadable) => change(index, { ...file, downloadable })}
                />
                <span aria-hidden>{t('files.downloadable')}</span>
              </label>
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('files.remove', { name: file.fileName })}
                onClick={() => change(index, null)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <Typography.Text type="secondary">{t('files.empty')}</Typography.Text>
      )}
    </Flex>
  );
}
