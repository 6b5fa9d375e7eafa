import { useTranslation } from 'react-i18next';
import StatusPage from './StatusPage';

export default function NotFoundPage() {
  const { t } = useTranslation('pages');
  return <StatusPage status="404" code="404" title={t('notFound.title')} hint={t('notFound.hint')} />;
}
