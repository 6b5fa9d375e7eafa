import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Result } from 'antd';
import { isHttpUrl } from '@/utils/validate';

/** The frame fills the window height minus 94.5 px of shell chrome. */
export const INNER_LINK_OFFSET_PX = 94.5;

function frameHeight(): number {
  return window.innerHeight - INNER_LINK_OFFSET_PX;
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
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
    />
  );
}
