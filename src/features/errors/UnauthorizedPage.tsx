import { useTranslation } from 'react-i18next';
import StatusPage from './StatusPage';

export default function UnauthorizedPage() {
  const { t } = useTranslation('pages');
  return <StatusPage status="403" code="401" title={t('unauthorized.title')} hint={t('unauthorized.hint')} />;
}
