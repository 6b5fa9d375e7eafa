import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Result } from 'antd';
import { isHttpUrl } from '@/utils/validate';

/** The frame fills the window height minus 94.5 px of shell chrome. */
export const INNER_LINK_OFFSET_PX = 94.5;

function frameHeight(): number {
  return window.innerHeight - INNER_LINK_OFFSET_PX;
}

const BASE_SANDBOX = 'allow-scripts allow-forms allow-popups';

/**
 * Another site keeps its own origin (its logins and storage work; the browser still keeps it
 * away from this app). A page of this very site gets no `allow-same-origin`: with it, scripts
 * in the frame could reach the app, its token and its storage, and the sandbox would mean nothing.
 */
export function sandboxFor(src: string): string {
  const sameOrigin = new URL(src, window.location.href).origin === window.location.origin;
  return sameOrigin ? BASE_SANDBOX : `${BASE_SANDBOX} allow-same-origin`;
}

/** An InnerLink menu entry: another site shown inside the shell (http and https only). */
export default function InnerLinkFrame({ src, title }: { src: string; title: string }) {
  const { t } = useTranslation('pages');
  const [height, setHeight] = useState(frameHeight);
  useEffect(() => {
    const onResize = () => setHeight(frameHeight());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  if (!isHttpUrl(src)) return <Result status="warning" title={t('innerLink.refused')} subTitle={src} />;
  return (
    <iframe
      src={src}
      title={title}
      style={{ width: '100%', height, border: 0, display: 'block' }}
      referrerPolicy="no-referrer"
      sandbox={sandboxFor(src)}
    />
  );
}
