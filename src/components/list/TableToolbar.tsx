import { useState, type ReactNode } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { AppstoreOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ChoosableColumn, ColumnVisibility } from '@/hooks/useColumnVisibility';
import type { ListState } from '@/hooks/useListState';
import { ColumnsDialog } from './ColumnsDialog';
import styles from './list.module.css';

export interface TableToolbarProps {
  /** action buttons on the left (add, delete selected, ...) */
  children?: ReactNode;
  /** the list whose filter bar the search button shows and hides; without it there is no search button */
  search?: Pick<ListState, 'searchShown' | 'setSearchShown'>;
  onRefresh?: () => void;
  /** from useColumnVisibility; without it there is no column button */
  columns?: ColumnVisibility<ChoosableColumn>;
}

/** The bar above a table: actions left; search toggle, refresh and columns right. */
export function TableToolbar({ children, search, onRefresh, columns }: TableToolbarProps) {
  const { t } = useTranslation('widgets');
  const [choosing, setChoosing] = useState(false);
  const searchLabel = search?.searchShown ? t('toolbar.hideSearch') : t('toolbar.showSearch');
  return (
    <div className={styles.toolbar}>
      <div className={styles.toolbarLeft}>{children}</div>
      <Space size={8}>
        {search ? (
          <Tooltip title={searchLabel}>
            <Button
              shape="circle"
              icon={<SearchOutlined />}
              aria-label={searchLabel}
              aria-pressed={search.searchShown}
              onClick={() => search.setSearchShown(!search.searchShown)}
            />
          </Tooltip>
        ) : null}
        {onRefresh ? (
          <Tooltip title={t('toolbar.refresh')}>
            <Button shape="circle" icon={<ReloadOutlined />} aria-label={t('toolbar.refresh')} onClick={onRefresh} />
          </Tooltip>
        ) : null}
        {columns ? (
          <Tooltip title={t('toolbar.columns')}>
            <Button
              shape="circle"
              icon={<AppstoreOutlined />}
              aria-label={t('toolbar.columns')}
              onClick={() => setChoosing(true)}
            />
          </Tooltip>
        ) : null}
      </Space>
      {columns ? (
        <ColumnsDialog
          open={choosing}
          columns={columns.all}
          hiddenKeys={columns.hiddenKeys}
          onChange={columns.setHiddenKeys}
          onClose={() => setChoosing(false)}
        />
      ) : null}
    </div>
  );
}
