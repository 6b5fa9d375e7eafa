import type { ReactNode } from 'react';
import { ExportButton, type ExportButtonProps } from './ExportButton';
import { TableToolbar, type TableToolbarProps } from './TableToolbar';
import { AddButton, DeleteSelectedButton, type GatedButtonProps } from './ToolbarButtons';

export interface CrudToolbarProps<T> extends Omit<TableToolbarProps, 'children'> {
  /** 新增 / Add */
  add?: GatedButtonProps;
  /** 删除 / Delete of the selected rows */
  removeSelected?: GatedButtonProps & { count: number };
  /** 导出 / Export of every filtered row */
  exportAll?: ExportButtonProps<T>;
  /** the screen's own buttons, between delete and export */
  children?: ReactNode;
  /** the screen's own buttons after export */
  after?: ReactNode;
}

/** A list's toolbar in the usual order: add, delete selected, the screen's own buttons, export. */
export function CrudToolbar<T>({ add, removeSelected, exportAll, children, after, ...bar }: CrudToolbarProps<T>) {
  return (
    <TableToolbar {...bar}>
      {add ? <AddButton {...add} /> : null}
      {removeSelected ? <DeleteSelectedButton {...removeSelected} /> : null}
      {children}
      {exportAll ? <ExportButton<T> {...exportAll} /> : null}
      {after}
    </TableToolbar>
  );
}
