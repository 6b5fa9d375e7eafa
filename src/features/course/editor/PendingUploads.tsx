import { Button, Flex, Progress, Typography } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PendingUpload } from './useFileUploads';

/** The files on their way, each with its progress; a failed one stays until dismissed. */
export function PendingUploads({ pending, onDismiss }: { pending: PendingUpload[]; onDismiss: (uid: string) => void }) {
  const { t } = useTranslation('courseEditor');
  if (!pending.length) return null;
  return (
    <ul aria-live="polite" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {pending.map((p) => (
        <li key={p.uid}>
          <Flex align="center" gap="small">
            <Typography.Text ellipsis style={{ flex: '0 1 40%' }}>
              {p.failed ? t('files.failed', { name: p.name }) : t('files.uploading', { name: p.name })}
            </Typography.Text>
            <Progress
              percent={p.percent}
              size="small"
              status={p.failed ? 'exception' : 'active'}
              aria-label={p.name}
              style={{ flex: 1, margin: 0 }}
            />
            {p.failed ? (
              <Button
                size="small"
                type="text"
                icon={<CloseOutlined />}
                aria-label={t('files.remove', { name: p.name })}
                onClick={() => onDismiss(p.uid)}
              />
            ) : null}
          </Flex>
        </li>
      ))}
    </ul>
  );
}
