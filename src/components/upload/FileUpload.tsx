import { Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FILE_TYPES, MAX_FILES, MAX_SIZE_MB } from './upload-checks';
import { useUploadList, type UploadValueProps } from './useUploadList';
import styles from './upload.module.css';

export interface FileUploadProps extends UploadValueProps {
  /** allowed extensions, default doc, xls, ppt, txt, pdf (e.g. ['mp4'] for a video) */
  fileTypes?: string[];
  /** largest file in MB (default 5) */
  fileSize?: number;
  /** most files (default 5) */
  limit?: number;
  /** show the hint with size and formats under the button */
  showTip?: boolean;
  disabled?: boolean;
}

/** Saves a file under its own name (files are served without a token). */
function downloadUrl(url: string, name: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/**
 * File upload: checks type, name, size and count before sending anything; the
 * value is the comma-joined URLs; files are listed with download and remove.
 */
export function FileUpload({
  id,
  value,
  onChange,
  fileTypes = FILE_TYPES,
  fileSize = MAX_SIZE_MB,
  limit = MAX_FILES,
  showTip = true,
  disabled,
}: FileUploadProps) {
  const { t } = useTranslation('widgets');
  const upload = useUploadList({ value, onChange }, { fileTypes, fileSize, limit });
  const full = limit > 0 && upload.count >= limit;
  return (
    <div className={styles.fileUpload}>
      <Upload
        accept={fileTypes.map((type) => `.${type}`).join(',')}
        multiple={limit !== 1}
        fileList={upload.fileList}
        beforeUpload={upload.beforeUpload}
        customRequest={upload.customRequest}
        onRemove={upload.remove}
        onDownload={(file) => file.url && downloadUrl(file.url, file.name)}
        // a stored value that is no file address has no url: nothing to download
        showUploadList={{ showDownloadIcon: (file) => Boolean(file.url), showRemoveIcon: !disabled }}
        disabled={disabled}
      >
        {/* Named by its own words, not by the form's label that points at it. */}
        <Button id={id} icon={<UploadOutlined />} disabled={disabled || full} aria-label={t('upload.choose')}>
          {t('upload.choose')}
        </Button>
      </Upload>
      {showTip ? (
        <div className={styles.tip}>{t('upload.tip', { size: fileSize, types: fileTypes.join('/') })}</div>
      ) : null}
    </div>
  );
}
