import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/list';
import { usePeopleOptions } from './queries';
import type { AssignmentForm, StaffMember } from './types';

interface Props {
  member: StaffMember | null;
  onSubmit: (form: AssignmentForm) => Promise<boolean>;
  onClose: () => void;
}

/** The courses and classes of one member of staff: at least one of each, of their own school. */
export function AssignmentDialog({ member, onSubmit, onClose }: Props) {
  const { t } = useTranslation('people');
  const options = usePeopleOptions(member?.schoolId, member !== null);
  const atLeastOne = (what: string) => ({
    required: true,
    type: 'array' as const,
    min: 1,
    message: t('atLeastOne', { what }),
  });
  return (
    <FormDialog<AssignmentForm>
      open={member !== null}
      title={t('assignTitle', { name: member?.name ?? '' })}
      initialValues={member ? { userId: member.userId, courseIds: member.courseIds, classIds: member.classIds } : {}}
      onSubmit={onSubmit}
      onClose={onClose}
      labelWidth={80}
    >
      <Form.Item name="courseIds" label={t('courses')} rules={[atLeastOne(t('course'))]}>
        <Select
          mode="multiple"
          placeholder={t('selectCourses')}
          loading={options.isFetching}
          showSearch={{ optionFilterProp: 'label' }}
          options={(options.data?.courses ?? []).map((c) => ({ value: c.courseId, label: c.title }))}
        />
      </Form.Item>
      <Form.Item name="classIds" label={t('classes')} rules={[atLeastOne(t('class'))]}>
        <Select
          mode="multiple"
          placeholder={t('selectClasses')}
          loading={options.isFetching}
          showSearch={{ optionFilterProp: 'label' }}
          options={(options.data?.classes ?? []).map((c) => ({ value: c.classId, label: c.className }))}
        />
      </Form.Item>
    </FormDialog>
  );
}
