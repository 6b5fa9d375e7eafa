import { Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import LanguageSwitch from '@/components/LanguageSwitch';
import { usePublicContent } from '@/features/content';
import { fileAddressOrNone } from '@contract/web-address';
import styles from './ContentViewPage.module.css';

/** A positive whole number from the address, or null (missing, `abc`, `0`). */
function idOf(raw: string | null): number | null {
  return raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/**
 * `/contentView?id=<id>`, opened without login by scanning a content item's QR code, usually on a
 * phone: the item's video, title and description in the current language.
 */
export default function ContentViewPage() {
  const { t } = useTranslation('content');
  const id = idOf(useSearchParams()[0].get('id'));
  const content = usePublicContent(id);

  let body;
  if (id === null) {
    body = <Result status="warning" title={t('public.noId')} subTitle={t('public.noIdHint')} />;
  } else if (content.status === 'missing') {
    body = <Result status="404" title={t('public.notFound')} subTitle={t('public.notFoundHint', { id })} />;
  } else if (content.status === 'loading') {
    body = (
      <div className={styles.loading}>
        <Spin description={t('public.loading')} />
      </div>
    );
  } else {
    const item = content.content;
    body = (
      <article className={styles.article}>
        <h1 className={styles.title}>{item.title}</h1>
        <video
          className={styles.video}
          src={fileAddressOrNone(item.video)}
          poster={fileAddressOrNone(item.poster)}
          controls
          preload="metadata"
          playsInline
          aria-label={t('public.video', { title: item.title })}
        />
        <p className={styles.description}>{item.description}</p>
      </article>
    );
  }

  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <LanguageSwitch />
      </header>
      {body}
    </main>
  );
}
