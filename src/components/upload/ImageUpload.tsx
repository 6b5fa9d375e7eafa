import { useState } from 'react';
import { Modal, Upload } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { UploadPurpose } from '@/api/upload';
import { IMAGE_TYPES, MAX_FILES, MAX_SIZE_MB } from './upload-checks';
import { useUploadList, type UploadValueProps } from './useUploadList';
import styles from './upload.module.css';

export interface ImageUploadProps extends UploadValueProps {
  /** allowed extensions, default png, jpg, jpeg */
  fileTypes?: string[];
  /** largest image in MB (default 5) */
  fileSize?: number;
  /** most images (default 5); the add card hides at the limit */
  limit?: number;
  showTip?: boolean;
  disabled?: boolean;
  /** `avatar` for the profile's avatar, the one upload an account without a role may make */
  purpose?: UploadPurpose;
}

/** Image upload: picture cards with a preview dialog; value = comma-joined URLs. */
export function ImageUpload({
  id,
  value,
  onChange,
  fileTypes = IMAGE_TYPES,
  fileSize = MAX_SIZE_MB,
  limit = MAX_FILES,
  showTip = true,
  disabled,
  purpose,
}: ImageUploadProps) {
  const { t } = useTranslation('widgets');
  const upload = useUploadList(
    { value, onChange },
    { fileTypes, fileSize, limit, sizeMessage: 'imageTooBig' },
    purpose,
  );
  const [preview, setPreview] = useState<string | null>(null);
  const full = limit > 0 && upload.count >= limit;
  const adding = !(full || disabled);
  return (
    <div id={adding ? undefined : id} role={adding ? undefined : 'group'}>
      <Upload
        listType="picture-card"
        accept={fileTypes.map((type) => `.${type}`).join(',')}
        multiple={limit !== 1}
        fileList={upload.fileList}
        beforeUpload={upload.beforeUpload}
        customRequest={upload.customRequest}
        onRemove={upload.remove}
        onPreview={(file) => setPreview(file.url ?? null)}
        showUploadList={{ showRemoveIcon: !disabled }}
        disabled={disabled}
      >
        {adding ? (
          <button id={id} type="button" className={styles.addCard} aria-label={t('upload.addImage')}>
            <PlusOutlined />
            <span>{t('upload.addImage')}</span>
          </button>
        ) : null}
      </Upload>
      {showTip ? (
        <div className={styles.tip}>{t('upload.tip', { size: fileSize, types: fileTypes.join('/') })}</div>
      ) : null}
      <Modal open={preview !== null} title={t('upload.previewTitle')} footer={null} onCancel={() => setPreview(null)}>
        {preview ? <img src={preview} alt={t('upload.preview')} className={styles.previewImage} /> : null}
      </Modal>
    </div>
  );
}
