import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@/stores/session';

/** `/index`: the home tab. The role-aware dashboard comes with the shell work. */
export default function HomePage() {
  const { t } = useTranslation();
  const name = useSessionStore((s) => s.user?.nickName || s.name);
  return (
    <section>
      <Typography.Title level={3}>{t('welcome', { name })}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('welcomeHint')}</Typography.Paragraph>
    </section>
  );
}
