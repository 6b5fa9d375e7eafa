import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  detail?: string;
  onRetry: () => void;
}

/** What a user sees instead of a white page when a screen fails. */
export default function ErrorNotice({ detail, onRetry }: Props) {
  const { t } = useTranslation('pages');
  return (
    <Result
      status="error"
      title={t('error.title')}
      subTitle={
        <>
          <div>{t('error.hint')}</div>
          {detail ? <code style={{ wordBreak: 'break-all' }}>{detail}</code> : null}
        </>
      }
      extra={[
        <Button type="primary" key="retry" onClick={onRetry}>
          {t('error.retry')}
        </Button>,
        <Button key="reload" onClick={() => window.location.reload()}>
          {t('error.reload')}
        </Button>,
      ]}
    />
  );
}
