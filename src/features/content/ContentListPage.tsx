import { useState } from 'react';
import { Button, QRCode, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { createTimeColumn, CrudScreen, defineFilters, useCrudList } from '@/components/list';
import { contents } from './api';
import { publicAddress } from './public-link';
import { CONTENT_PERMS } from './perms';
import { QrDialog } from './QrDialog';
import { contentKeys } from './queries';
import type { ContentForm, ContentItem } from './types';

const FILTERS = defineFilters([
  { name: 'title', kind: 'text', label: 'content:title' },
  { name: 'dateRange', kind: 'dateRange', label: 'widgets:list.createTime' },
]);

/** `admin/content/index`: content items, each with the QR code of its public page. */
export default function ContentListPage() {
  const { t } = useTranslation('content');
  const [qrOf, setQrOf] = useState<{ title: string; address: string } | null>(null);
  const showQr = (row: ContentItem) => setQrOf({ title: row.title, address: publicAddress(row.contentId) });
  const crud = useCrudList<ContentItem, ContentForm>({
    resource: contents, // saved by its editor page
    queryKey: contentKeys.list(),
    writeKey: contentKeys.all,
    filters: FILTERS,
    perms: CONTENT_PERMS,
    nameField: 'title',
    editorPath: (id) => `/admin/content/edit/${id}`,
    tableId: 'admin-content',
    columns: ({ sort, actions }) => [
      { key: 'title', title: t('title'), dataIndex: 'title', ellipsis: true, width: 220 },
      {
        key: 'link',
        title: t('link'),
        dataIndex: 'link',
        width: 280,
        render: (_, row) => {
          const address = publicAddress(row.contentId);
          return (
            <Typography.Link href={address} target="_blank" rel="noopener" ellipsis>
              {address}
            </Typography.Link>
          );
        },
      },
      {
        key: 'qr',
        title: t('qr.column'),
        width: 100,
        render: (_, row) => (
          <Button
            type="text"
            style={{ height: 'auto', padding: 2 }}
            aria-label={t('qr.codeOf', { title: row.title })}
            onClick={() => showQr(row)}
          >
            {/* the button names what it shows; the picture inside has nothing more to say */}
            <span aria-hidden="true">
              <QRCode value={publicAddress(row.contentId)} size={64} bordered={false} type="canvas" />
            </span>
          </Button>
        ),
      },
      createTimeColumn(t, sort),
      actions((row) => ({ more: [{ label: t('qr.show'), onClick: () => showQr(row) }] })),
    ],
    // showQr only sets state; the editor's address is fixed
    columnDeps: [t],
  });

  return (
    <CrudScreen crud={crud} scrollX={1000}>
      <QrDialog item={qrOf} onClose={() => setQrOf(null)} />
    </CrudScreen>
  );
}
