import { Card } from 'antd';
import type { ReactNode } from 'react';
import type { CrudList } from '@/hooks/useCrudList';
import { CrudToolbar, type CrudToolbarProps } from './CrudToolbar';
import { ListTable, type ListTableProps } from './ListTable';
import { SearchForm, type SearchFormProps } from './SearchForm';

export interface CrudScreenProps<R extends object> {
  /** what `useCrudList` returned */
  crud: Pick<CrudList<R, object>, 'searchForm' | 'toolbar' | 'table'>;
  /** the card's title, for a list that belongs to one record (a dictionary's data) */
  title?: ReactNode;
  /** controls of the declared `custom` filters, by field name */
  controls?: SearchFormProps['controls'];
  /** filters written by hand, after the declared ones */
  searchFields?: ReactNode;
  /** what the screen changes in the usual toolbar (an Add that waits for something) */
  toolbar?: Partial<CrudToolbarProps<R>>;
  /** the screen's own toolbar buttons, between Delete and Export */
  buttons?: ReactNode;
  /** the width under which the table scrolls sideways instead of squeezing its columns */
  scrollX: number;
  /** what the screen changes in the usual table (its own selection, extra loading) */
  table?: Partial<ListTableProps<R>>;
  /** the screen's dialogs and drawers, after the table */
  children?: ReactNode;
}

/**
 * The frame every list screen shares: a borderless card holding the search form, the toolbar, the
 * table and the screen's dialogs, in that order, each fed by the list controller. A screen passes
 * only what is its own (docs/screens/list-screen.md).
 */
export function CrudScreen<R extends object>({
  crud,
  title,
  controls,
  searchFields,
  toolbar,
  buttons,
  scrollX,
  table,
  children,
}: CrudScreenProps<R>) {
  return (
    <Card variant="borderless" title={title}>
      <SearchForm {...crud.searchForm} controls={controls}>
        {searchFields}
      </SearchForm>
      <CrudToolbar<R> {...crud.toolbar} {...toolbar}>
        {buttons}
      </CrudToolbar>
      <ListTable<R> {...crud.table} {...table} scrollX={scrollX} />
      {children}
    </Card>
  );
}
