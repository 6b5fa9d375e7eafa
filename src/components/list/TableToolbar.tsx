import { memo, useState, type ReactNode } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { AppstoreOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ChoosableColumn, ColumnVisibility } from '@/hooks/useColumnVisibility';
import type { ListState } from '@/hooks/useListState';
import { usePhoneWidth } from '@/hooks/usePhoneWidth';
import { ColumnsDialog } from './ColumnsDialog';
import styles from './list.module.css';

export interface TableToolbarProps {
  /** action buttons on the left (add, delete selected, ...) */
  children?: ReactNode;
  /** the list whose filter bar the search button shows and hides (not on a phone: SearchForm folds it there); without it there is no search button */
  search?: Pick<ListState, 'searchShown' | 'setSearchShown'>;
  onRefresh?: () => void;
  /** from useColumnVisibility; without it there is no column button */
  columns?: ColumnVisibility<ChoosableColumn>;
}

/** The bar above a table: actions left; search toggle, refresh and columns right. */
export function TableToolbar({ children, search, onRefresh, columns }: TableToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <div className={styles.toolbarLeft}>{children}</div>
      <ToolbarTools
        searchShown={search?.searchShown}
        setSearchShown={search?.setSearchShown}
        onRefresh={onRefresh}
        columns={columns?.all}
        hiddenKeys={columns?.hiddenKeys}
        setHiddenKeys={columns?.setHiddenKeys}
      />
    </div>
  );
}

interface ToolbarToolsProps {
  searchShown?: boolean;
  setSearchShown?: (shown: boolean) => void;
  onRefresh?: () => void;
  columns?: ColumnVisibility<ChoosableColumn>['all'];
  hiddenKeys?: string[];
  setHiddenKeys?: (keys: string[]) => void;
}

/**
 * The round buttons on the right and the columns dialog. Memoised on plain values: the screen
 * renders again on every filter, page and answer, while these change only when the filter bar
 * is toggled or the columns are chosen (each has an antd Tooltip, a costly render).
 */
const ToolbarTools = memo(function ToolbarTools({
  searchShown,
  setSearchShown,
  onRefresh,
  columns,
  hiddenKeys,
  setHiddenKeys,
}: ToolbarToolsProps) {
  const { t } = useTranslation('widgets');
  const [choosing, setChoosing] = useState(false);
  // On a phone the search form has its own Filters button (SearchForm): a second control for it
  // here would do nothing there.
  const phone = usePhoneWidth();
  const searchLabel = searchShown ? t('toolbar.hideSearch') : t('toolbar.showSearch');
  return (
    <>
      <Space size={8}>
        {setSearchShown && !phone ? (
          <Tooltip title={searchLabel}>
            <Button
              shape="circle"
              icon={<SearchOutlined />}
              aria-label={searchLabel}
              aria-pressed={!!searchShown}
              onClick={() => setSearchShown(!searchShown)}
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
      {columns && hiddenKeys && setHiddenKeys ? (
        <ColumnsDialog
          open={choosing}
          columns={columns}
          hiddenKeys={hiddenKeys}
          onChange={setHiddenKeys}
          onClose={() => setChoosing(false)}
        />
      ) : null}
    </>
  );
});
