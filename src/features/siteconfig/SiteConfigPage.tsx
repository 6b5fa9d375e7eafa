import { useMemo } from 'react';
import { Button, Card, Form, Input, Spin } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormName } from '@/hooks/useFormName';
import { feedback } from '@/api/feedback';
import { queryKeys } from '@/api/query-keys';
import { Access } from '@/components/Access';
import { ImageUpload } from '@/components/upload/ImageUpload';
import { submitAfterUploads } from '@/components/upload/uploads-in-flight';
import { useFormDirty } from '@/hooks/useFormDirty';
import { useLoadForm } from '@/hooks/useLoadForm';
import { useSiteConfigStore, type SiteConfig } from '@/stores/site-config';
import { getSiteConfig, saveSiteConfig } from './api';
import { SITE_CONFIG_PERMS } from './perms';

const keys = queryKeys('admin', 'siteconfig');

/** The form's fields, each required, with the backend's longest lengths (docs/api.md "Site configuration"). */
const FIELDS = [
  { name: 'name', max: 50 },
  { name: 'enname', max: 100 },
  { name: 'slogan', max: 100 },
  { name: 'sloganEn', max: 200 },
] as const;

/**
 * `admin/siteconfig/edit`: the site's name and slogan in both languages and its logo. A save
 * reaches everything that shows them at once: the window title, the sidebar, the login card and
 * the public website (through the site-config store), and other browsers at their next start.
 */
export default function SiteConfigPage() {
  const { t } = useTranslation('siteconfig');
  const formName = useFormName('site-config');
  const [form] = Form.useForm<SiteConfig>();
  const queryClient = useQueryClient();
  const setConfig = useSiteConfigStore((s) => s.set);
  const current = useQuery({ queryKey: keys.detail(0), queryFn: async () => (await getSiteConfig()).data });
  const loaded = useMemo(() => {
    if (!current.data) return undefined;
    const { name, enname, slogan, sloganEn, logo } = current.data;
    return { name, enname, slogan, sloganEn, logo };
  }, [current.data]);
  useLoadForm(form, loaded);
  useFormDirty(form, loaded);

  const submit = async (values: SiteConfig) => {
    let saved: SiteConfig | undefined;
    try {
      saved = (await saveSiteConfig(values)).data;
    } catch {
      return; // the request layer showed the server's message; the form keeps what was typed
    }
    if (saved) {
      setConfig(saved);
      queryClient.setQueryData(keys.detail(0), saved);
    }
    void feedback.success(t('saved'));
  };

  const required = (label: string) => ({ required: true, whitespace: true, message: t('required', { field: label }) });
  return (
    <Card variant="borderless" title={t('title')}>
      {loaded ? null : <Spin style={{ display: 'block', padding: 48 }} />}
      <Form<SiteConfig>
        form={form}
        name={formName}
        layout="horizontal"
        labelCol={{ flex: '140px' }}
        wrapperCol={{ flex: '1 1 0', style: { minWidth: 0 } }}
        style={{ maxWidth: 720, display: loaded ? undefined : 'none' }}
        onFinish={submitAfterUploads(form, submit)}
      >
        {FIELDS.map(({ name, max }) => (
          <Form.Item key={name} name={name} label={t(name)} rules={[required(t(name)), { max }]}>
            <Input maxLength={max} showCount />
          </Form.Item>
        ))}
        <Form.Item name="logo" label={t('logo')} rules={[required(t('logo'))]} extra={t('logoHint')}>
          <ImageUpload limit={1} showTip={false} />
        </Form.Item>
        <Access permission={SITE_CONFIG_PERMS.edit}>
          <Form.Item label=" " colon={false}>
            <Button type="primary" htmlType="submit">
              {t('save')}
            </Button>
          </Form.Item>
        </Access>
      </Form>
    </Card>
  );
}
