import { Empty, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RecordChange } from '../types';
import { ChangeTable } from './ChangeTable';
import { useChangeDictionaries } from './useChangeDictionaries';

/** The records an entry changed, each as its table of fields old → new. */
export function ChangeList({ changes }: { changes: readonly RecordChange[] }) {
  const { t } = useTranslation('monitor');
  const dictionaries = useChangeDictionaries(changes);
  if (!changes.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('change.none')} />;
  return (
    <Flex vertical gap="middle">
      {changes.map((change, i) => (
        <ChangeTable key={`${change.tableName}:${change.recordKey}:${i}`} change={change} dictionaries={dictionaries} />
      ))}
    </Flex>
  );
}
