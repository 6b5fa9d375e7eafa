import { Flex, Table, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DictOption } from '@/hooks/useDict';
import type { RecordChange } from '../types';
import { shortened, valueText } from './change-values';
import { fieldDictionary, fieldLabelKey } from './field-labels';
import styles from './changes.module.css';

interface Row {
  column: string;
  field: string;
  before: string;
  after: string;
}

/** A record kind (a table) in the user's language; a table the console does not name shows as is. */
export function recordKind(t: TFunction, tableName: string): string {
  return t(`monitor:table.${tableName}`, { defaultValue: tableName });
}

function rowsOf(t: TFunction, change: RecordChange, dictionaries: Record<string, DictOption[]>): Row[] {
  return Object.entries(change.changes).map(([column, [before, after]]) => {
    const key = fieldLabelKey(change.tableName, column);
    const dictionary = dictionaries[fieldDictionary(change.tableName, column) ?? ''];
    return {
      column,
      field: key ? t(key) : column,
      before: valueText(t, before, dictionary),
      after: valueText(t, after, dictionary),
    };
  });
}

const valueCell = (text: string) => (
  <span className={styles.value} title={text}>
    {shortened(text)}
  </span>
);

/**
 * One changed record: its kind, key and what happened to it, then its fields old → new in the
 * user's language. A record added has only "after", a record deleted only "before".
 */
export function ChangeTable({
  change,
  dictionaries,
}: {
  change: RecordChange;
  dictionaries: Record<string, DictOption[]>;
}) {
  const { t } = useTranslation('monitor');
  const kind = recordKind(t, change.tableName);
  const caption = t('change.caption', { kind, key: change.recordKey });
  const columns = [
    { key: 'field', title: t('change.field'), dataIndex: 'field', width: '28%' },
    ...(change.action === 'INSERT'
      ? []
      : [{ key: 'before', title: t('change.before'), dataIndex: 'before', render: valueCell }]),
    ...(change.action === 'DELETE'
      ? []
      : [{ key: 'after', title: t('change.after'), dataIndex: 'after', render: valueCell }]),
  ];
  return (
    <section className={styles.change} aria-label={caption}>
      <Flex gap="small" align="center" wrap>
        <Typography.Text strong>{caption}</Typography.Text>
        <Tag color={ACTION_COLOURS[change.action]}>{t(`action.${change.action}`)}</Tag>
      </Flex>
      <Table<Row>
        size="small"
        rowKey="column"
        pagination={false}
        columns={columns}
        dataSource={rowsOf(t, change, dictionaries)}
        scroll={{ x: 'max-content' }}
      />
    </section>
  );
}

const ACTION_COLOURS: Record<RecordChange['action'], string> = {
  INSERT: 'success',
  UPDATE: 'processing',
  DELETE: 'error',
};
