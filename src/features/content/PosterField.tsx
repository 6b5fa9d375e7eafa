import { useRef, useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/api/feedback';
import { uploadFile } from '@/api/upload';
import { ImageUpload } from '@/components/upload/ImageUpload';
import { fileAddressOrNone } from '@contract/web-address';
import { captureFrame } from './poster-frame';

interface PosterFieldProps {
  /** the poster's URL ('' for none), as the form holds it */
  /** from the form item: its label names the image upload */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** the uploaded video's URL, whose frames may be captured */
  video?: string;
}

/**
 * The picture shown before the video plays. Either a frame of the uploaded video (the user pauses
 * it where the picture says most, since a first frame is often black, and captures it in the
 * browser), or an image of their own.
 */
export function PosterField({ id, value, onChange, video }: PosterFieldProps) {
  const { t } = useTranslation('content');
  const player = useRef<HTMLVideoElement>(null);
  const [busy, setBusy] = useState(false);

  const capture = async () => {
    if (!player.current) return;
    setBusy(true);
    try {
      const frame = await captureFrame(player.current).catch(() => null);
      if (!frame) {
        void feedback.error(t('poster.noFrame'));
        return;
      }
      const answer = await uploadFile(frame, `poster-${Date.now()}.jpg`);
      if (answer.data?.url) {
        onChange?.(answer.data.url);
        void feedback.success(t('poster.captured'));
      }
    } catch {
      // The request layer already said why the upload failed.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('poster.explain')}</Typography.Text>
      {video ? (
        <Space orientation="vertical">
          <video
            ref={player}
            src={fileAddressOrNone(video)}
            controls
            preload="metadata"
            style={{ width: 320, maxWidth: '100%', background: '#000' }}
            aria-label={t('poster.player')}
          />
          <Button icon={<CameraOutlined />} loading={busy} onClick={() => void capture()}>
            {t('poster.capture')}
          </Button>
        </Space>
      ) : (
        <Typography.Text type="secondary">{t('poster.uploadVideoFirst')}</Typography.Text>
      )}
      <ImageUpload id={id} value={value ?? ''} onChange={(url) => onChange?.(url)} limit={1} />
    </Space>
  );
}
