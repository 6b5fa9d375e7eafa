import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourceFiles } from '../ResourceFiles';

export const RESOURCE_LISTS = ['coursewares', 'instructionalResources', 'learningResources'] as const;
export const RESOURCE_FIELDS = ['teachingAids', ...RESOURCE_LISTS];

/** Step 2: the teaching aids a class needs, and the course's three lists of files. */
export function ResourcesStep() {
  const { t } = useTranslation('courseEditor');
  return (
    <>
      <Form.Item name="teachingAids" label={t('field.teachingAids')} extra={t('teachingAidsHint')}>
        <Input.TextArea rows={4} maxLength={2000} />
      </Form.Item>
      {RESOURCE_LISTS.map((name) => (
        <Form.Item key={name} name={name} label={t(`field.${name}`)}>
          <ResourceFiles name={name} label={t(`field.${name}`)} />
        </Form.Item>
      ))}
    </>
  );
}
