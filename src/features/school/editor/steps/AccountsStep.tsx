import { Divider, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SchoolAccount } from '../../types';
import { AccountPicker } from './AccountPicker';
import { NewAccounts } from './NewAccounts';

export const ACCOUNT_FIELDS = ['adminIds', 'principalIds', 'teacherIds', 'newAdmins', 'newPrincipals', 'newTeachers'];

interface Props {
  schoolId: number | undefined;
  admins: readonly SchoolAccount[];
  principals: readonly SchoolAccount[];
  teachers: readonly SchoolAccount[];
}

/** Step 2: the school's administrators, principals and teachers, picked from existing users or created here. */
export function AccountsStep({ schoolId, admins, principals, teachers }: Props) {
  const { t } = useTranslation('school');
  const groups = [
    { key: 'admins', picked: 'adminIds', created: 'newAdmins', known: admins },
    { key: 'principals', picked: 'principalIds', created: 'newPrincipals', known: principals },
    { key: 'teachers', picked: 'teacherIds', created: 'newTeachers', known: teachers },
  ] as const;
  return (
    <>
      <Typography.Paragraph type="secondary">{t('accounts.intro')}</Typography.Paragraph>
      {groups.map((g) => (
        <section key={g.key} aria-label={t(`accounts.${g.key}`)}>
          <Divider titlePlacement="start">{t(`accounts.${g.key}`)}</Divider>
          <Form.Item name={g.picked} label={t(`accounts.pick.${g.key}`)}>
            <AccountPicker schoolId={schoolId} known={g.known} label={t(`accounts.pick.${g.key}`)} />
          </Form.Item>
          <NewAccounts name={g.created} title={t(`accounts.new.${g.key}`)} addLabel={t(`accounts.add.${g.key}`)} />
        </section>
      ))}
    </>
  );
}
