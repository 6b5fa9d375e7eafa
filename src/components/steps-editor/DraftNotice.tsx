import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Draft } from '@/utils/drafts';
import { parseTime } from '@/utils/time';

interface DraftNoticeProps {
  draft: Draft;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Offers back what was typed before a reload or a crash, saying when it was kept. */
export function DraftNotice({ draft, onRestore, onDiscard }: DraftNoticeProps) {
  const { t } = useTranslation('widgets');
  return (
    <Alert
      type="info"
      showIcon
      title={t('draft.found', { time: parseTime(draft.savedAt) })}
      // Buttons under the words rather than beside them: on a phone they would squeeze the text.
      description={
        <Flex vertical gap="small" align="flex-start">
          <span>{t('draft.hint')}</span>
          <Flex gap="small" wrap>
            <Button size="small" type="primary" onClick={onRestore}>
              {t('draft.restore')}
            </Button>
            <Button size="small" onClick={onDiscard}>
              {t('draft.discard')}
            </Button>
          </Flex>
        </Flex>
      }
    />
  );
}
