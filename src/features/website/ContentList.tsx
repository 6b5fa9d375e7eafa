import { Card, Empty, QRCode, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { publicAddress } from '@/features/content';
import type { PublicContentItem } from './types';
import styles from './website.module.css';

/** The content items, each with the QR code of its public page (to open it on a phone). */
export function ContentList({ items }: { items: PublicContentItem[] }) {
  const { t } = useTranslation('website');
  if (!items.length) return <Empty description={t('contents.none')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <ul className={styles.grid}>
      {items.map((item) => {
        const address = publicAddress(item.contentId);
        return (
          <li key={item.contentId}>
            <Card className={styles.card}>
              <div className={styles.contentRow}>
                <QRCode
                  value={address}
                  size={96}
                  bordered={false}
                  type="svg"
                  aria-label={t('contents.qr', { title: item.title })}
                  role="img"
                />
                <div className={styles.contentText}>
                  <h3 className={styles.cardTitle}>{item.title}</h3>
                  <p className={styles.cardText}>{item.description}</p>
                  <Typography.Link href={address}>{t('contents.open')}</Typography.Link>
                </div>
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
