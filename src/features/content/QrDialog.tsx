import { useRef } from 'react';
import { Button, Modal, QRCode, Space, Typography } from 'antd';
import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { downloadQrPng, printQr } from './qr-output';

interface QrDialogProps {
  /** the item shown, or null when closed */
  item: { title: string; address: string } | null;
  onClose: () => void;
}

/** A larger QR code of one item, with its address, "download PNG" and "print". */
export function QrDialog({ item, onClose }: QrDialogProps) {
  const { t } = useTranslation('content');
  const box = useRef<HTMLDivElement>(null);
  const canvas = () => box.current?.querySelector('canvas') ?? null;
  return (
    <Modal open={item !== null} title={t('qr.title', { title: item?.title ?? '' })} onCancel={onClose} footer={null}>
      {item ? (
        <Space orientation="vertical" align="center" style={{ width: '100%' }}>
          <div ref={box} role="img" aria-label={t('qr.codeOf', { title: item.title })}>
            <QRCode value={item.address} size={240} type="canvas" />
          </div>
          <Typography.Text copyable>{item.address}</Typography.Text>
          <Space>
            <Button
              icon={<DownloadOutlined />}
              onClick={() => {
                const c = canvas();
                if (c) void downloadQrPng(c, item.title);
              }}
            >
              {t('qr.download')}
            </Button>
            <Button
              icon={<PrinterOutlined />}
              onClick={() => {
                const c = canvas();
                if (c) printQr(c, item.title, item.address);
              }}
            >
              {t('qr.print')}
            </Button>
          </Space>
        </Space>
      ) : null}
    </Modal>
  );
}
