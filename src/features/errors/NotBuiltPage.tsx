import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentPage } from '@/router/current-page';

/** Placeholder for a screen whose route, menu and permissions exist but whose content is not built yet. */
export default function NotBuiltPage() {
  const { t } = useTranslation('pages');
  const { page } = useCurrentPage();
  return <Result status="info" title={page.meta.title} subTitle={t('notBuilt.hint', { path: page.path })} />;
}
