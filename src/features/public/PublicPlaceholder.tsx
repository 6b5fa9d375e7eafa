import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Public pages whose content later work will build; the address already works without login. */
export default function PublicPlaceholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('pages');
  return (
    <main style={{ paddingTop: '10vh' }}>
      <Result
        status="info"
        title={t(titleKey)}
        subTitle={t('notBuilt.public')}
        extra={
          <Link to="/login">
            <Button type="primary">{t('toLogin')}</Button>
          </Link>
        }
      />
    </main>
  );
}
