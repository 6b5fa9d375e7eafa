import { useCallback, useMemo, useState } from 'react';
import { Button, Card, QRCode, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  actionsColumn,
  AddButton,
  createTimeColumn,
  defineFilters,
  DeleteSelectedButton,
  ListTable,
  SearchForm,
  TableToolbar,
  useColumnVisibility,
  useCrudActions,
  useListQuery,
  useListState,
  type ListColumns,
} from '@/components/list';
import { deleteContents, listContents } from './api';
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
  const navigate = useNavigate();
  const list = useListState({ filters: FILTERS });
  const result = useListQuery(contentKeys.list(), listContents, list.query);
  const { orderByColumn, isAsc } = list;
  const [qrOf, setQrOf] = useState<{ title: string; address: string } | null>(null);
  const { askDelete, selected, setSelected } = useCrudActions<ContentItem, ContentForm>({
    key: contentKeys.all,
    idField: 'contentId',
    nameField: 'title',
    remove: deleteContents,
  });
  const showQr = useCallback(
    (row: ContentItem) => setQrOf({ title: row.title, address: publicAddress(row.contentId) }),
    [],
  );
  const edit = useCallback((id: number | 'new') => void navigate(`/admin/content/edit/${id}`), [navigate]);

  const columns = useMemo(
    (): ListColumns<ContentItem> => [
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
      createTimeColumn(t, { orderByColumn, isAsc }),
      actionsColumn(t, (row: ContentItem) => ({
        edit: { permission: CONTENT_PERMS.edit, onClick: () => edit(row.contentId) },
        remove: { permission: CONTENT_PERMS.remove, onClick: () => void askDelete([row]) },
        more: [{ label: t('qr.show'), onClick: () => showQr(row) }],
      })),
    ],
    [t, orderByColumn, isAsc, showQr, edit, askDelete],
  );
  const visibility = useColumnVisibility('admin-content', columns);

  return (
    <Card variant="borderless">
      <SearchForm list={list} />
      <TableToolbar search={list} onRefresh={result.refresh} columns={visibility}>
        <AddButton permission={CONTENT_PERMS.add} onClick={() => edit('new')} />
        <DeleteSelectedButton
          permission={CONTENT_PERMS.remove}
          count={selected.length}
          onClick={() => void askDelete(selected)}
        />
      </TableToolbar>
      <ListTable<ContentItem>
        rowKey="contentId"
        list={list}
        result={result}
        columns={visibility.visible}
        selection={{ selected, onChange: setSelected, label: (r) => r.title }}
        scrollX={1000}
        nameColumn="title"
      />
      <QrDialog item={qrOf} onClose={() => setQrOf(null)} />
    </Card>
  );
}
