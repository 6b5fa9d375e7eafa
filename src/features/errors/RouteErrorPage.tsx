import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useBootFrameRemoved } from '@/utils/boot-frame';
import { HOME_PATH } from '@/utils/navigation';
import styles from './route-error.module.css';

/**
 * The router's last line of defence (a loader, the shell or a public page failed). Plain HTML:
 * it ships with the first page and must render even when no other chunk can load.
 */
export default function RouteErrorPage() {
  const { t } = useTranslation('pages');
  const error = useRouteError();
  useBootFrameRemoved();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <main role="alert" className={styles.box}>
      <h1>{t('error.title')}</h1>
      <p>{t('error.hint')}</p>
      {detail ? <pre>{detail}</pre> : null}
      <button type="button" className={styles.primary} onClick={() => window.location.reload()}>
        {t('error.retry')}
      </button>
      <button type="button" onClick={() => window.location.assign(HOME_PATH)}>
        {t('backHome')}
      </button>
    </main>
  );
}
