import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '@/utils/file-size';
import { extensionOf } from './file-kind';
import type { PreviewFile } from './types';

/** Name, type and size: what every preview states, and all there is for a type no viewer opens. */
export default function FileDetails({ file }: { file: PreviewFile }) {
  const { t } = useTranslation('preview');
  const type = extensionOf(file.fileName).toUpperCase() || file.contentType || t('details.unknown');
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 3 }}
      items={[
        { key: 'name', label: t('details.name'), children: file.fileName },
        { key: 'type', label: t('details.type'), children: type },
        {
          key: 'size',
          label: t('details.size'),
          children: file.size === null ? t('details.unknown') : formatFileSize(file.size),
        },
      ]}
    />
  );
}
