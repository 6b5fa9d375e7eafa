import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/api/feedback';
import { RequestError, type PageResult } from '@/api/types';
import { useAccess } from '@/hooks/useAccess';
import type { ListQuery } from '@/hooks/useListState';
import type { PermissionGate } from '@/utils/permission';
import { saveBlob } from '@/utils/save-blob';
import { exportColumns, fetchEveryRow, sheetRows, type ExportableColumn } from './spreadsheet/export-columns';
import { datedFileName, writeXlsx } from './spreadsheet/write-xlsx';

export interface ExportButtonProps<T> extends PermissionGate {
  /** the screen's name: the file is `<name>_<yyyyMMdd>.xlsx` */
  name: string;
  /** the list call and the list's current query (filters and sorting; paging is the export's own) */
  fetchPage: (query: ListQuery) => Promise<PageResult<T>>;
  query: ListQuery;
  /** the visible columns (useColumnVisibility(...).visible): their titles are the header row */
  columns: readonly ExportableColumn<T>[];
}

/**
 * 导出 / Export: downloads every row of the current filtered list (all pages) as .xlsx, with the
 * visible columns and their headers in the current language.
 */
export function ExportButton<T>({ name, fetchPage, query, columns, ...gate }: ExportButtonProps<T>) {
  const { t } = useTranslation('widgets');
  const { allows } = useAccess();
  const [busy, setBusy] = useState(false);
  if (!allows(gate)) return null;

  const run = async () => {
    setBusy(true);
    try {
      const rows = await fetchEveryRow(fetchPage, query);
      if (!rows.length) {
        void feedback.warning(t('export.empty'));
        return;
      }
      const blob = await writeXlsx(sheetRows(exportColumns(columns), rows), name);
      saveBlob(blob, datedFileName(name, new Date()));
      void feedback.success(t('export.done', { count: rows.length }));
    } catch (error) {
      // A failed list call was already shown by the request layer; anything else is the writer's.
      if (!(error instanceof RequestError && error.shown)) void feedback.error(t('export.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
      {t('export.button')}
    </Button>
  );
}
