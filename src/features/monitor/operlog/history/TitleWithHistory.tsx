import type { ReactNode } from 'react';
import { Flex } from 'antd';
import { RecordHistoryButton } from './RecordHistoryButton';

/** A dialog's title with the History button of the record it edits beside it. */
export function TitleWithHistory({
  title,
  tableName,
  recordKey,
}: {
  title: ReactNode;
  tableName: string;
  recordKey: string | number;
}) {
  return (
    <Flex gap="small" align="center" wrap>
      <span>{title}</span>
      <RecordHistoryButton tableName={tableName} recordKey={recordKey} />
    </Flex>
  );
}
