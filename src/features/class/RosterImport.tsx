import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportDialog, useListAction } from '@/components/list';
import { useClassArea } from './area';
import type { ClassRecord, RosterKind } from './types';
import { useRosterImportColumns } from './useRosterImportColumns';

interface Props {
  /** the class and which of its rosters is being imported; null: the dialog is closed */
  target: { record: ClassRecord; kind: RosterKind } | null;
  onClose: () => void;
}

interface Sent {
  records: Array<Record<string, unknown>>;
  fileName: string;
}

/**
 * Imports a class's student roster (creates or updates students by student number) or its score
 * roster (scores for the class's exam time) through the kit's import dialog.
 */
export function RosterImport({ target, onClose }: Props) {
  const { t } = useTranslation('class');
  const classId = target?.record.classId ?? null;
  const kind = target?.kind ?? 'students';
  const { columns, ready } = useRosterImportColumns(classId, kind);
  const { api, keys } = useClassArea();
  const send = useCallback(
    ({ records, fileName }: Sent) => api.importRoster(classId ?? 0, kind, fileName, records),
    [api, classId, kind],
  );
  const run = useListAction(keys.all, send, ({ records }: Sent) => t('widgets:import.done', { count: records.length }));
  const name = target ? t(`import.${kind}Name`, { name: target.record.className }) : '';
  return (
    <ImportDialog
      open={target !== null}
      name={name}
      columns={columns}
      ready={ready}
      onImport={(records, fileName) => run({ records, fileName })}
      onClose={onClose}
    />
  );
}
