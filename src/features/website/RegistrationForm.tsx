import { useState } from 'react';
import { Alert, Button, Form, Input, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormName } from '@/hooks/useFormName';
import { RequestError } from '@/api/types';
import { isMobilePhone, shapeRule } from '@/utils/contact';
import { registerForActivity } from './api';
import { refreshActivities } from './queries';
import type { RegistrationForm as Values } from './types';

/**
 * Registering for an activity in progress: name, mobile number (a mainland one) and area. The
 * backend has the last word (one registration per number per activity, only while the activity
 * is in progress): its refusal is shown here, by the form, in words.
 */
export function RegistrationForm({ activityId, activityName }: { activityId: number; activityName: string }) {
  const { t } = useTranslation('website');
  const formName = useFormName('registration');
  const [form] = Form.useForm<Values>();
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState('');
  const [done, setDone] = useState<Values | null>(null);

  const submit = async (values: Values) => {
    setSending(true);
    setRefusal('');
    try {
      await registerForActivity(activityId, values);
      setDone(values);
      void refreshActivities();
    } catch (error) {
      setRefusal(error instanceof RequestError ? error.message : t('register.failed'));
    } finally {
      setSending(false);
    }
  };

  if (done) {
    return (
      <Result
        status="success"
        title={t('register.done')}
        subTitle={t('register.doneDetail', { name: done.name, phone: done.phone, activity: activityName })}
      />
    );
  }
  const required = (message: string) => ({ required: true, whitespace: true, message });
  return (
    <Form<Values>
      form={form}
      name={formName}
      layout="vertical"
      aria-label={t('register.form', { activity: activityName })}
      onFinish={(values) => void submit(values)}
      autoComplete="on"
    >
      <Form.Item name="name" label={t('register.name')} rules={[required(t('register.nameRequired')), { max: 50 }]}>
        <Input maxLength={50} autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('register.phone')}
        rules={[required(t('register.phoneRequired')), shapeRule(isMobilePhone, t('register.phoneInvalid'))]}
      >
        <Input maxLength={11} inputMode="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item name="area" label={t('register.area')} rules={[required(t('register.areaRequired')), { max: 100 }]}>
        <Input maxLength={100} autoComplete="address-level2" />
      </Form.Item>
      {refusal ? <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} /> : null}
      <Button type="primary" htmlType="submit" loading={sending} block>
        {t('register.submit')}
      </Button>
    </Form>
  );
}
