// The list-screen kit (docs/screens/list.md): state in the address, a query per page, toolbar,
// filters, pager, edit dialog, confirmations.
export {
  useListState,
  PAGE_SIZES,
  DEFAULT_PAGE_SIZE,
  type ListState,
  type ListQuery,
  type Filters,
} from '@/hooks/useListState';
export { defineFilters, type FilterField, type FilterDeclaration } from '@/hooks/filter-fields';
export { useListQuery, useInvalidate } from '@/hooks/useListQuery';
export { useListAction } from '@/hooks/useListAction';
export { useColumnVisibility } from '@/hooks/useColumnVisibility';
export { useEditDialog } from '@/hooks/useEditDialog';
export { FormDialog } from '@/components/FormDialog';
export { ListPagination } from './ListPagination';
export { TableToolbar } from './TableToolbar';
export { SearchForm, DateRangeFilter } from './SearchForm';
export { StatusSwitch } from './StatusSwitch';
export { confirmAction, confirmDelete, confirmStatus } from './confirm';
export { sortable, sortChange } from './table-sort';
export { useCrudActions } from '@/hooks/useCrudActions';
export { useCrudList, type CrudList, type CrudPerms, type ColumnContext } from '@/hooks/useCrudList';
export { CrudToolbar, type CrudToolbarProps } from './CrudToolbar';
export { CrudScreen, type CrudScreenProps } from './CrudScreen';
export { RowActions, INLINE_ACTIONS, type RowAction, type RowActionsProps } from './RowActions';
export { AddButton, DeleteSelectedButton, ImportButton, type GatedButtonProps } from './ToolbarButtons';
export { ListTable, type ListSelection } from './ListTable';
export {
  actionsColumn,
  createTimeColumn,
  dictColumn,
  fieldColumn,
  nameColumn,
  remarkColumn,
  tagsColumn,
  textColumn,
  type ListColumns,
} from './columns';
export { labelColumn } from './label-column';
export { localTimeColumn } from './local-time-column';
export { pictureColumn } from './picture-column';
export { ExportButton } from './ExportButton';
export { LazyImportDialog as ImportDialog } from './LazyImportDialog';
export type { ImportDialogProps } from './ImportDialog';
export type { CellCheck, ImportColumn } from './spreadsheet/import-columns';
export { RefreshCacheButton } from './RefreshCacheButton';
export { CleanButton } from './CleanButton';
