import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from './ChangePasswordForm';

/** `/user/changeInfoPw`: the change-password form in its card. */
export default function ChangePasswordPage() {
  const { t } = useTranslation('profile');
  return (
    <Card title={t('changePassword')} style={{ maxWidth: 560 }}>
      <ChangePasswordForm />
    </Card>
  );
}
