import { useMemo } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Resource } from '@/api/resource';
import type { ListColumns } from '@/components/list/columns';
import { actionsColumn, statusColumn } from '@/components/list/columns';
import type { CrudToolbarProps } from '@/components/list/CrudToolbar';
import type { ListSelection, ListTableProps } from '@/components/list/ListTable';
import type { RowActionsProps } from '@/components/list/RowActions';
import type { PermissionGate } from '@/utils/permission';
import type { FilterDeclaration } from './filter-fields';
import { useAccess } from './useAccess';
import { useColumnVisibility } from './useColumnVisibility';
import { useCrudActions } from './useCrudActions';
import { useEditDialog, type EditDialog } from './useEditDialog';
import { useInvalidate, useListQuery, type ListQueryOptions, type ListResult } from './useListQuery';
import { useListState, type ListState, type ListStateOptions } from './useListState';

type Permission = PermissionGate['permission'];

/** The permissions of a list screen's standard controls; a control whose permission is absent is not shown. */
export interface CrudPerms {
  add?: Permission;
  edit?: Permission;
  remove?: Permission;
  export?: Permission;
}

/** What the columns factory receives: the sort in force and the standard row actions. */
export interface ColumnContext<R> {
  sort: Pick<ListState, 'orderByColumn' | 'isAsc'>;
  /** opens the edit dialog on a row */
  openEdit: (record: R) => void;
  /** asks, deletes and says so; true when done */
  askDelete: (records: R[]) => Promise<boolean>;
  /**
   * 操作 / Actions with edit and delete behind the screen's permissions; `more` adds the screen's
   * own actions of a row (and may override edit or remove).
   */
  actions: (more?: (record: R) => RowActionsProps, width?: number) => ListColumns<R>[number];
  /** the same actions pinned to the right edge: they stay in sight while a wide table scrolls sideways */
  pinnedActions: (more?: (record: R) => RowActionsProps, width?: number) => ListColumns<R>[number];
  /**
   * 状态 / Status as a switch that asks, saves with `change` and refreshes the list; locked for
   * users without `perms.edit` and for the rows `locked` names.
   */
  status: (
    change: (record: R, status: '0' | '1') => Promise<unknown>,
    options: StatusOptions<R>,
  ) => ListColumns<R>[number];
}

export interface StatusOptions<R> {
  /** the record's name in the question */
  nameOf: (record: R) => string;
  /** how the export writes the status */
  exportValue: (record: R) => string;
  locked?: (record: R) => boolean;
  width?: number;
}

export interface CrudListOptions<R extends object, F extends object> {
  /** the record kind's calls (`resource(...)`); without save/remove the screen only lists */
  resource: Pick<Resource<R, F>, 'list' | 'idField'> & {
    save?: (form: F) => Promise<unknown>;
    remove?: (ids: number[]) => Promise<unknown>;
  };
  /** the list's query key (`keys.list()`) */
  queryKey: QueryKey;
  /** refreshed after every write (default `queryKey`), e.g. a feature's `keys.all` */
  writeKey?: QueryKey;
  /** the filters, declared once (`defineFilters`) */
  filters?: readonly FilterDeclaration[];
  /** the rest of the list state's options (defaults, page size, kept in memory) */
  state?: Omit<ListStateOptions, 'filters'>;
  /** the list query's options (enabled, staleTime) */
  query?: ListQueryOptions;
  /** the columns; rebuilt only when the sort or `columnDeps` change */
  columns: (context: ColumnContext<R>) => ListColumns<R>;
  /** what else the columns read (translations, dictionaries...) */
  columnDeps?: readonly unknown[];
  perms: CrudPerms;
  /** the field that names a record: delete question, checkbox label, first cell on a phone */
  nameField: keyof R & string;
  /** names a record (delete question, checkbox) when its name field alone does not */
  nameOf?: (record: R) => string;
  /** names a row's checkbox for screen readers when it says more than `nameOf` */
  rowLabel?: (record: R) => string;
  /** a screen that edits on a page of its own: add and edit open this address (`new` or the id) instead of the dialog */
  editorPath?: (id: number | 'new') => string;
  /** false: no row selection and no delete-selected button (default: when there is a remove call) */
  selectable?: boolean;
  /** rows that may not be selected (e.g. the built-in administrator) */
  selectionLocked?: (record: R) => boolean;
  /** where the chosen columns are remembered (`table-columns:<tableId>`) */
  tableId: string;
  /** the export file's name (`useScreenName`); the export button shows when given and `perms.export` is set */
  exportName?: string;
}

export interface CrudList<R extends object, F extends object> {
  list: ListState;
  result: ListResult<R>;
  dialog: EditDialog<R>;
  /** create or update, says so, refreshes; true when done */
  save: (form: F) => Promise<boolean>;
  askDelete: (records: R[]) => Promise<boolean>;
  selected: R[];
  setSelected: (rows: R[]) => void;
  /** the visible columns */
  columns: ListColumns<R>;
  /** `<SearchForm {...crud.searchForm} />` (CrudScreen draws it) */
  searchForm: { list: ListState; refresh: () => void };
  /** `<CrudToolbar {...crud.toolbar}>special buttons</CrudToolbar>` */
  toolbar: CrudToolbarProps<R>;
  /** `<ListTable {...crud.table} scrollX={900} />` */
  table: Omit<ListTableProps<R>, 'scrollX'>;
  /** `<TheDialog {...crud.editDialog} />` */
  editDialog: { open: boolean; record: R | null; onSubmit: (form: F) => Promise<boolean>; onClose: () => void };
}

/**
 * The controller of a list screen: list state in the address, the page query, the edit dialog,
 * save and delete with their messages, row selection, the chosen columns, and the props of the
 * search form, toolbar, table and dialog. A screen keeps only its own facts (docs/screens/list-screen.md):
 *
 * ```tsx
 * const crud = useCrudList({
 *   resource: configs, queryKey: configKeys.list(), filters: FILTERS, perms: CONFIG_PERMS,
 *   nameField: 'configName', tableId: 'system-config', exportName: useScreenName(t('dict:config.name')),
 *   columns: ({ sort, actions }) => [{ key: 'configKey', ... }, createTimeColumn(t, sort), actions()],
 *   columnDeps: [t],
 * });
 * return (
 *   <CrudScreen crud={crud} scrollX={900}>
 *     <ConfigDialog {...crud.editDialog} />
 *   </CrudScreen>
 * );
 * ```
 */
export function useCrudList<R extends object, F extends object>(options: CrudListOptions<R, F>): CrudList<R, F> {
  const { resource, queryKey, writeKey = queryKey, perms, nameField, tableId } = options;
  const { t } = useTranslation('widgets');
  const list = useListState({ ...options.state, filters: options.filters });
  const result = useListQuery(queryKey, resource.list, list.query, options.query);
  const dialog = useEditDialog<R>();
  const navigate = useNavigate();
  const { editorPath } = options;
  const openEdit = editorPath
    ? (record: R) => void navigate(editorPath(Number(record[resource.idField])))
    : dialog.openEdit;
  const openCreate = editorPath ? () => void navigate(editorPath('new')) : dialog.openCreate;
  const { save, askDelete, selected, setSelected } = useCrudActions<R, F>({
    key: writeKey,
    idField: resource.idField,
    nameField,
    nameOf: options.nameOf,
    save: resource.save,
    remove: resource.remove,
  });
  const { orderByColumn, isAsc } = list;
  const { allows } = useAccess();
  const invalidate = useInvalidate(writeKey);
  const { edit, remove } = perms;
  const columnDeps = options.columnDeps ?? [];
  const columns = useMemo(
    () => {
      const actions: ColumnContext<R>['actions'] = (more, width) =>
        actionsColumn(
          t,
          (record: R) => ({
            ...(edit ? { edit: { permission: edit, onClick: () => openEdit(record) } } : {}),
            ...(remove ? { remove: { permission: remove, onClick: () => void askDelete([record]) } } : {}),
            ...more?.(record),
          }),
          width,
        );
      return options.columns({
        sort: { orderByColumn, isAsc },
        openEdit,
        askDelete,
        actions,
        pinnedActions: (more, width) => ({ ...actions(more, width), fixed: 'right' }),
        status: (change, { locked, ...rest }) =>
          statusColumn(t, {
            ...rest,
            locked: (record) => (edit ? !allows({ permission: edit }) : false) || !!locked?.(record),
            change: (record, status) => change(record, status).then(invalidate),
          }),
      });
    },
    // The factory is written inline by the screen; what it reads is listed in columnDeps, whose
    // length is the screen's own and never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo
    [t, orderByColumn, isAsc, openEdit, askDelete, edit, remove, allows, invalidate, ...columnDeps],
  );
  const visibility = useColumnVisibility(tableId, columns);
  const label = options.rowLabel ?? options.nameOf ?? ((record: R) => String(record[nameField]));
  const selectable = options.selectable ?? !!resource.remove;
  const selection: ListSelection<R> | undefined = selectable
    ? { selected, onChange: setSelected, label, locked: options.selectionLocked }
    : undefined;
  return {
    list,
    result,
    dialog,
    save,
    askDelete,
    selected,
    setSelected,
    columns: visibility.visible,
    searchForm: { list, refresh: result.refresh },
    toolbar: {
      search: list,
      onRefresh: result.refresh,
      columns: visibility,
      add: perms.add && (resource.save || editorPath) ? { permission: perms.add, onClick: openCreate } : undefined,
      removeSelected:
        perms.remove && selectable
          ? { permission: perms.remove, count: selected.length, onClick: () => void askDelete(selected) }
          : undefined,
      exportAll:
        perms.export && options.exportName
          ? {
              permission: perms.export,
              name: options.exportName,
              fetchPage: resource.list,
              query: list.query,
              columns: visibility.visible,
            }
          : undefined,
    },
    table: {
      rowKey: resource.idField,
      list,
      result,
      columns: visibility.visible,
      selection,
      nameColumn: nameField,
    },
    editDialog: { open: dialog.open, record: dialog.record, onSubmit: save, onClose: dialog.close },
  };
}
