import { useState } from 'react';
import { Button, Card, Empty, Form, Input, Select, Space, Spin, Tabs } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormName } from '@/hooks/useFormName';
import { useSearchParams } from 'react-router-dom';
import { feedback } from '@/api/feedback';
import { Access } from '@/components/Access';
import { useFormDirty } from '@/hooks/useFormDirty';
import { useLoadForm } from '@/hooks/useLoadForm';
import { saveGenTable } from './api';
import type { GenColumn, GenDetail, GenForm } from './types';
import { GenColumnsTable } from './GenColumnsTable';
import { GEN_PERMS } from './perms';
import { useDictTypeOptions } from '@/features/system/dict';
import { genKeys, useGenTable, useGenTables } from './queries';

const CLASS_NAME = /^[A-Z][A-Za-z0-9]*$/;

type Values = Omit<GenForm, 'columns'> & { columns: Array<Omit<GenColumn, 'dictType'> & { dictType?: string }> };

/** Form values from the server's answer (an empty dictionary type shows the select's placeholder). */
function toValues(detail: GenDetail): Values {
  return { ...detail.info, columns: detail.rows.map((c) => ({ ...c, dictType: c.dictType || undefined })) };
}

/** `tool/gen-edit/index?tableId=`: the code-generation settings of one table (first by default). */
export default function GenEditPage() {
  const { t } = useTranslation('dict');
  const formName = useFormName('gen-editor');
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const tables = useGenTables();
  const wanted = Number(params.get('tableId'));
  const tableId = wanted > 0 ? wanted : tables.data?.[0]?.tableId;
  const detail = useGenTable(tableId);
  const dictTypes = useDictTypeOptions();

  // Another table replaces the form's values and whatever was typed; the same table shown again
  // from the tab cache, or reloaded after a save, keeps what was typed. Until a table has come the
  // fields take no input.
  const baseline = detail.data ? toValues(detail.data) : undefined;
  const loaded = useLoadForm(form, baseline, { identity: detail.data?.info.tableId });
  const dirty = useFormDirty(form, baseline);

  const reset = () => {
    if (baseline) form.setFieldsValue(baseline);
  };

  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      void feedback.error(t('gen.invalid'));
      return;
    }
    if (!detail.data) return;
    const columns = detail.data.rows.map((row, i) => ({
      ...row,
      ...values.columns[i],
      dictType: values.columns[i]?.dictType ?? '',
    }));
    setSaving(true);
    try {
      await saveGenTable({ ...detail.data.info, ...values, columns });
      void feedback.success(t('gen.saved'));
      await queryClient.invalidateQueries({ queryKey: genKeys.detail(detail.data.info.tableId) });
    } catch {
      // the request layer said why; the form keeps the edits
    } finally {
      setSaving(false);
    }
  };

  if (tables.isSuccess && !tables.data.length) return <Empty description={t('gen.empty')} />;
  const rows = detail.data?.rows ?? [];
  const required = (field: string) => ({ required: true, whitespace: true, message: t('common.required', { field }) });

  return (
    <Card
      variant="borderless"
      // On a narrow screen the buttons go under the table chooser instead of over it.
      styles={{
        header: { flexWrap: 'wrap', rowGap: 8, paddingBlock: 8 },
        title: { flex: '1 1 280px', minWidth: 0, overflow: 'visible' },
      }}
      title={
        <Space wrap>
          <span>{t('gen.table')}</span>
          <Select
            aria-label={t('gen.table')}
            style={{ width: 'min(360px, 70vw)' }}
            value={tableId}
            loading={tables.isLoading}
            options={(tables.data ?? []).map((table) => ({
              value: table.tableId,
              label: `${table.tableName} (${table.tableComment})`,
            }))}
            onChange={(id: number) =>
              setParams((prev) => ({ ...Object.fromEntries(prev), tableId: String(id) }), { replace: true })
            }
          />
        </Space>
      }
      extra={
        <Space>
          <Button onClick={reset} disabled={!dirty}>
            {t('gen.reset')}
          </Button>
          <Access permission={GEN_PERMS.edit}>
            <Button type="primary" loading={saving} onClick={() => void submit()}>
              {t('gen.save')}
            </Button>
          </Access>
        </Space>
      }
    >
      <Spin spinning={detail.isFetching}>
        <Form form={form} name={formName} layout="vertical" autoComplete="off" disabled={!loaded}>
          <Tabs
            items={[
              {
                key: 'basic',
                label: t('gen.basic'),
                forceRender: true,
                children: (
                  <div style={{ maxWidth: 720 }}>
                    <Form.Item name="tableName" label={t('gen.tableName')}>
                      <Input disabled />
                    </Form.Item>
                    <Form.Item
                      name="tableComment"
                      label={t('gen.tableComment')}
                      rules={[required(t('gen.tableComment')), { max: 500 }]}
                    >
                      <Input placeholder={t('gen.tableCommentPrompt')} maxLength={500} />
                    </Form.Item>
                    <Form.Item
                      name="className"
                      label={t('gen.className')}
                      rules={[
                        required(t('gen.className')),
                        { max: 100 },
                        { pattern: CLASS_NAME, message: t('gen.classNamePattern') },
                      ]}
                    >
                      <Input placeholder={t('gen.classNamePrompt')} maxLength={100} />
                    </Form.Item>
                    <Form.Item
                      name="functionAuthor"
                      label={t('gen.author')}
                      rules={[required(t('gen.author')), { max: 50 }]}
                    >
                      <Input placeholder={t('gen.authorPrompt')} maxLength={50} />
                    </Form.Item>
                    <Form.Item name="remark" label={t('common.remark')} rules={[{ max: 500 }]}>
                      <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} />
                    </Form.Item>
                  </div>
                ),
              },
              {
                key: 'columns',
                label: t('gen.columns'),
                forceRender: true,
                children: (
                  <Form.List name="columns">
                    {(fields) => (
                      <GenColumnsTable
                        fields={fields}
                        rows={rows}
                        dictTypes={(dictTypes.data ?? []).map((d) => ({
                          value: d.dictType,
                          label: `${d.dictName} (${d.dictType})`,
                        }))}
                      />
                    )}
                  </Form.List>
                ),
              },
            ]}
          />
        </Form>
      </Spin>
    </Card>
  );
}
