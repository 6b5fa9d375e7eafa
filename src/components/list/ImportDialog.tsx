import { useState } from 'react';
import { Alert, Button, Flex, Table, Typography, Upload, type TableColumnsType } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DraggableModal } from '@/components/DraggableModal';
import { saveBlob } from '@/utils/save-blob';
import {
  checkRows,
  nothingValidReason,
  templateRows,
  type ImportColumn,
  type ImportPreview,
  type PreviewRow,
} from './spreadsheet/import-columns';
import {
  IMPORT_EXTENSIONS,
  IMPORT_MAX_MB,
  ImportFileError,
  readTable,
  type FileProblem,
} from './spreadsheet/read-table';
import { writeXlsx } from './spreadsheet/write-xlsx';

export interface ImportDialogProps {
  open: boolean;
  /** the screen's name: the dialog's title and the template's file name */
  name: string;
  columns: readonly ImportColumn[];
  /** false while what the columns check against (existing records, references) is still loading */
  ready?: boolean;
  /**
   * sends the confirmed records (and the name of the file they came from, for screens that
   * record it); resolve true when they were imported (the dialog closes)
   */
  onImport: (records: Array<Record<string, unknown>>, fileName: string) => Promise<boolean>;
  onClose: () => void;
}

interface Picked {
  fileName: string;
  preview?: ImportPreview;
  /** the file itself could not be used */
  error?: string;
}

/** What is wrong with a picked file: too big and wrong content in the upload widgets' words. */
function problemMessage(problem: FileProblem, t: TFunction<'widgets'>): string {
  if (problem === 'tooBig') return t('upload.tooBig', { size: IMPORT_MAX_MB });
  if (problem === 'badType') return t('upload.badType', { types: IMPORT_EXTENSIONS.map((e) => e.slice(1)).join('/') });
  return t(`import.file.${problem}`);
}

/**
 * 导入 / Import: template download, an .xlsx or .csv file read in the browser, a preview of every
 * row with its problems, and an import of the valid rows only once the user confirms.
 */
export function ImportDialog({ open, name, columns, ready = true, onImport, onClose }: ImportDialogProps) {
  const { t } = useTranslation('widgets');
  const [picked, setPicked] = useState<Picked | null>(null);
  const [reading, setReading] = useState(false);
  const [sending, setSending] = useState(false);
  const preview = picked?.preview;
  const valid = preview?.valid ?? [];
  const reason = preview ? nothingValidReason(preview, t) : null;

  const close = () => {
    setPicked(null);
    onClose();
  };

  const read = async (file: File) => {
    setReading(true);
    try {
      const table = await readTable(file);
      setPicked({ fileName: file.name, preview: checkRows(table, columns, t) });
    } catch (error) {
      const problem = error instanceof ImportFileError ? error.problem : 'unreadable';
      setPicked({ fileName: file.name, error: problemMessage(problem, t) });
    } finally {
      setReading(false);
    }
  };

  const downloadTemplate = async () => {
    const blob = await writeXlsx(templateRows(columns, t), name);
    saveBlob(blob, `${t('import.templateName', { name })}.xlsx`);
  };

  const confirm = async () => {
    setSending(true);
    try {
      if (
        await onImport(
          valid.map((r) => r.record),
          picked?.fileName ?? '',
        )
      )
        close();
    } finally {
      setSending(false);
    }
  };

  // The problems come right after the line number: a wide file must not hide them off to the right.
  const previewColumns: TableColumnsType<PreviewRow> = [
    { key: 'line', title: t('import.line'), dataIndex: 'line', width: 70 },
    {
      key: 'problems',
      title: t('import.problems'),
      width: 260,
      render: (_: unknown, row: PreviewRow) =>
        row.problems.length ? (
          <Typography.Text type="danger">{row.problems.join(t('import.problemSeparator'))}</Typography.Text>
        ) : (
          <Typography.Text type="success">{t('import.rowOk')}</Typography.Text>
        ),
    },
    ...columns.map((c) => ({
      key: c.key,
      title: t(c.header),
      width: 120,
      ellipsis: true,
      render: (_: unknown, row: PreviewRow) => row.cells[c.key],
    })),
  ];

  return (
    <DraggableModal
      open={open}
      title={t('import.title', { name })}
      width={900}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          {t('import.cancel')}
        </Button>,
        <Button key="import" type="primary" disabled={!valid.length} loading={sending} onClick={() => void confirm()}>
          {t('import.confirm', { count: valid.length })}
        </Button>,
      ]}
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('import.hint')}</Typography.Text>
        <Flex gap={8} wrap>
          <Upload
            accept=".xlsx,.csv,.xls"
            showUploadList={false}
            disabled={!ready || reading}
            beforeUpload={(file) => {
              void read(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={reading || !ready}>
              {t('import.choose')}
            </Button>
          </Upload>
          <Button icon={<DownloadOutlined />} onClick={() => void downloadTemplate()}>
            {t('import.template')}
          </Button>
        </Flex>
        {picked ? <Typography.Text strong>{picked.fileName}</Typography.Text> : null}
        {picked?.error ? <Alert type="error" showIcon title={picked.error} /> : null}
        {preview ? (
          <>
            {reason ? (
              <Alert type="warning" showIcon title={reason} />
            ) : (
              <Alert
                type="info"
                showIcon
                title={t('import.summary', {
                  total: preview.rows.length,
                  valid: valid.length,
                  invalid: preview.rows.length - valid.length,
                })}
              />
            )}
            {preview.rows.length ? (
              <Table<PreviewRow>
                size="small"
                rowKey="line"
                columns={previewColumns}
                dataSource={preview.rows}
                pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
                scroll={{ x: 70 + columns.length * 120 + 260, y: 360 }}
                aria-label={t('import.preview')}
              />
            ) : null}
          </>
        ) : null}
      </Flex>
    </DraggableModal>
  );
}
