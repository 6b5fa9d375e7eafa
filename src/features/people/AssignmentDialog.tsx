import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/list';
import { AssignmentFields } from './AssignmentFields';
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
  return (
    <FormDialog<AssignmentForm>
      open={member !== null}
      title={t('assignTitle', { name: member?.name ?? '' })}
      initialValues={member ? { userId: member.userId, courseIds: member.courseIds, classIds: member.classIds } : {}}
      onSubmit={onSubmit}
      onClose={onClose}
      labelWidth={80}
    >
      <AssignmentFields options={options.data} loading={options.isFetching} />
    </FormDialog>
  );
}
