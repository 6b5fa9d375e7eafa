import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HOME_PATH } from '@/utils/navigation';

interface Props {
  status: '404' | '403';
  code: string;
  title: string;
  hint: string;
}

export default function StatusPage({ status, code, title, hint }: Props) {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  return (
    <main style={{ paddingTop: '8vh' }}>
      <Result
        status={status}
        title={code}
        subTitle={
          <>
            <h1 style={{ fontSize: 20, margin: '0 0 8px' }}>{title}</h1>
            <div>{hint}</div>
          </>
        }
        extra={
          <Button type="primary" onClick={() => navigate(HOME_PATH, { replace: true })}>
            {t('backHome')}
          </Button>
        }
      />
    </main>
  );
}
