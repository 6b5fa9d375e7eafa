import { useEffect, useRef, useState } from 'react';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePhoneWidth } from '@/hooks/usePhoneWidth';
import styles from './viewers.module.css';
import type { ViewerProps } from './viewer-props';

/** A Word document drawn by docx-preview into the page, page by page. */
export default function DocxViewer({ blob }: ViewerProps) {
  const { t } = useTranslation('preview');
  const phone = usePhoneWidth();
  const body = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ blob: Blob; phone: boolean; error?: unknown }>();

  useEffect(() => {
    const container = body.current;
    if (!container) return;
    let current = true;
    void (async () => {
      try {
        const { renderAsync } = await import('docx-preview');
        container.replaceChildren();
        // On a phone the page width is ignored, so the text wraps to the screen.
        await renderAsync(blob, container, undefined, {
          className: 'docx',
          inWrapper: !phone,
          ignoreWidth: phone,
          ignoreHeight: phone,
          breakPages: true,
          experimental: false,
        });
        if (current) setState({ blob, phone });
      } catch (error) {
        if (current) setState({ blob, phone, error: error ?? new Error('docx') });
      }
    })();
    return () => {
      current = false;
    };
  }, [blob, phone]);

  // Thrown during render, so the viewer's error boundary shows the message.
  if (state?.error) throw state.error instanceof Error ? state.error : new Error(String(state.error));
  const ready = state?.blob === blob && state.phone === phone;
  return (
    <div className={phone ? `${styles.docx} ${styles.phone}` : styles.docx}>
      {ready ? null : <Spin className={styles.spin} description={t('loading')} />}
      <div ref={body} aria-busy={!ready} />
    </div>
  );
}
