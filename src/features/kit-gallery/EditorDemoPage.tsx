import { Card, Form, Input, InputNumber } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/api/feedback';
import { StepsEditor, type EditorStep } from '@/components/steps-editor';
import { useCurrentPage } from '@/router/current-page';
import { loadDemoRecord, saveDemoRecord, type DemoValues } from './demo-record';

/**
 * `/dev/kit/editor/:id` (development only): a sample three-step editor showing the kit's
 * multi-step editor; the worked example of docs/screens/editor.md.
 */
export default function EditorDemoPage() {
  const { t } = useTranslation('widgets');
  const { params } = useCurrentPage();
  const id = params.id ?? 'new';
  const [form] = Form.useForm<DemoValues>();
  const record = useQuery({ queryKey: ['kit-demo-record', id], queryFn: () => loadDemoRecord(id) });
  const required = (field: string) => [{ required: true, whitespace: true, message: t('list.required', { field }) }];

  const steps: EditorStep[] = [
    {
      key: 'basic',
      title: t('demo.basic'),
      fields: ['name', 'nameEn'],
      content: (
        <>
          <Form.Item name="name" label={t('demo.name')} rules={required(t('demo.name'))}>
            <Input />
          </Form.Item>
          <Form.Item name="nameEn" label={t('demo.nameEn')} rules={required(t('demo.nameEn'))}>
            <Input />
          </Form.Item>
        </>
      ),
    },
    {
      key: 'details',
      title: t('demo.details'),
      fields: ['summary', 'hours'],
      content: (
        <>
          <Form.Item name="summary" label={t('demo.summary')} rules={required(t('demo.summary'))}>
            <Input.TextArea rows={3} />
          </Form.Item>
          <Form.Item
            name="hours"
            label={t('demo.hours')}
            rules={[{ required: true, message: t('list.required', { field: t('demo.hours') }) }]}
          >
            <InputNumber min={1} max={200} />
          </Form.Item>
        </>
      ),
    },
    {
      key: 'contact',
      title: t('demo.contact'),
      fields: ['email'],
      content: (
        <Form.Item
          name="email"
          label={t('demo.email')}
          rules={[...required(t('demo.email')), { type: 'email', message: t('profile:emailInvalid') }]}
        >
          <Input />
        </Form.Item>
      ),
    },
  ];

  return (
    <Card variant="borderless" title={t('demo.editorTitle')}>
      <StepsEditor
        form={form}
        steps={steps}
        record={record.data?.values}
        draft={{ editor: 'kit-demo', id: id === 'new' ? undefined : id, updatedAt: record.data?.updateTime }}
        formProps={{
          labelCol: { flex: '120px' },
          wrapperCol: { flex: 'auto' },
          style: { maxWidth: 640, margin: '0 auto' },
        }}
        onSubmit={async (values) => {
          await saveDemoRecord(id, values);
          void feedback.success(t('list.edited'));
        }}
      />
    </Card>
  );
}
