import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** The server menu names a screen this console does not have. */
export default function PageMissing({ name }: { name: string }) {
  const { t } = useTranslation('pages');
  return <Result status="warning" title={t('missing.title')} subTitle={t('missing.hint', { name })} />;
}
