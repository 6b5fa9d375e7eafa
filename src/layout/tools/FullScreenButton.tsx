import { useSyncExternalStore } from 'react';
import { Button } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/api/feedback';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

const isFullScreen = () => document.fullscreenElement != null;

/** Toggles full screen with the Fullscreen API; says so where the browser cannot. */
export default function FullScreenButton() {
  const { t } = useTranslation('layout');
  const full = useSyncExternalStore(subscribe, isFullScreen);
  const unsupported = () => void feedback.warning(t('fullscreenUnsupported'));
  const toggle = () => {
    if (!document.fullscreenEnabled || !document.documentElement.requestFullscreen) {
      unsupported();
      return;
    }
    const request = isFullScreen() ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    request.catch(unsupported);
  };
  return (
    <Button
      type="text"
      icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      aria-label={t('fullscreen')}
      aria-pressed={full}
      title={full ? t('exitFullscreen') : t('fullscreen')}
      onClick={toggle}
    />
  );
}
