import { useMemo, useState } from 'react';
import { Alert, Card, Collapse, Empty, Input, Space, Spin, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { currentLanguage } from '@/i18n';
import { apiDocsKeys, getApiDocument } from './api';
import { areasOf, typeOf, type Call, type InputRow } from './operations';
import type { FieldSchema } from './types';
import styles from './api-docs.module.css';

/** A field's name in the current language, the other language's when it has none. */
const titleOf = (schema: FieldSchema) =>
  (currentLanguage() === 'zh' ? schema['x-title-zh'] : schema.title) ?? schema.title ?? schema['x-title-zh'] ?? '';

function limitsOf(schema: FieldSchema, t: TFunction<'system'>): string {
  const limits: string[] = [];
  if (schema.maxLength !== undefined)
    limits.push(t('apiDocs.length', { min: schema.minLength ?? 0, max: schema.maxLength }));
  if (schema.minimum !== undefined || schema.maximum !== undefined)
    limits.push(t('apiDocs.range', { min: schema.minimum ?? '-', max: schema.maximum ?? '-' }));
  if (schema.enum) limits.push(t('apiDocs.oneOf', { values: schema.enum.join(', ') }));
  return limits.join('; ');
}

function permissionOf(call: Call, t: TFunction<'system'>): string {
  if (call.open) return t('apiDocs.anyone');
  const permission = call.permission;
  if (!permission) return t('apiDocs.anySession');
  return typeof permission === 'string' ? permission : t('apiDocs.anyOf', { areas: permission.anyOf.join(', ') });
}

function Inputs({ call }: { call: Call }) {
  const { t } = useTranslation('system');
  if (!call.inputs.length) return <Typography.Text type="secondary">{t('apiDocs.noInput')}</Typography.Text>;
  return (
    <Table<InputRow>
      size="small"
      rowKey="key"
      pagination={false}
      scroll={{ x: 720 }}
      dataSource={call.inputs}
      columns={[
        { key: 'name', title: t('apiDocs.field'), render: (_, row) => <code>{row.name}</code> },
        { key: 'title', title: t('apiDocs.meaning'), render: (_, row) => titleOf(row.schema) },
        { key: 'where', title: t('apiDocs.where'), render: (_, row) => t(`apiDocs.in.${row.where}`) },
        { key: 'type', title: t('apiDocs.type'), render: (_, row) => typeOf(row.schema) },
        {
          key: 'required',
          title: t('apiDocs.required'),
          render: (_, row) => (row.required ? t('apiDocs.yes') : t('apiDocs.no')),
        },
        { key: 'limits', title: t('apiDocs.limits'), render: (_, row) => limitsOf(row.schema, t) },
      ]}
    />
  );
}

/** `tool/swagger/index`: every call of the API with what it takes and who may make it. */
export default function ApiDocsPage() {
  const { t } = useTranslation('system');
  const [needle, setNeedle] = useState('');
  const document = useQuery({ queryKey: apiDocsKeys.all, queryFn: getApiDocument, staleTime: Infinity });
  const areas = useMemo(() => (document.data ? areasOf(document.data, needle) : []), [document.data, needle]);

  return (
    <Card variant="borderless">
      <Space direction="vertical" size="middle" className={styles.page}>
        <Typography.Paragraph type="secondary" className={styles.intro}>
          {t('apiDocs.intro', { base: document.data?.servers[0]?.url ?? '/csp' })}
        </Typography.Paragraph>
        <Input.Search
          allowClear
          aria-label={t('apiDocs.search')}
          placeholder={t('apiDocs.searchPlaceholder')}
          onChange={(event) => setNeedle(event.target.value)}
          className={styles.search}
        />
        {document.isPending && <Spin />}
        {document.isError && <Alert type="error" showIcon message={t('apiDocs.loadFailed')} />}
        {document.data && !areas.length && <Empty description={t('apiDocs.noMatch')} />}
        {areas.map((area) => (
          <section key={area.tag} aria-label={area.tag}>
            <Typography.Title level={5}>
              {area.tag} <Typography.Text type="secondary">({area.calls.length})</Typography.Text>
            </Typography.Title>
            <Collapse
              size="small"
              items={area.calls.map((call) => ({
                key: call.key,
                label: (
                  <span className={styles.call}>
                    <Tag className={styles.method}>{call.method}</Tag>
                    <code className={styles.path}>{call.path}</code>
                  </span>
                ),
                extra: <Typography.Text type="secondary">{permissionOf(call, t)}</Typography.Text>,
                children: <Inputs call={call} />,
              }))}
            />
          </section>
        ))}
      </Space>
    </Card>
  );
}
