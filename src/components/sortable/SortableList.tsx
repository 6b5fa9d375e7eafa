import type { ReactNode } from 'react';
import { HolderOutlined } from '@ant-design/icons';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import styles from './sortable.module.css';

/** What a screen reader hears while a row moves: `{title, n, total}` of the row. */
export interface SortableTexts {
  /** the list's accessible name */
  list: string;
  instructions: string;
  handle: (title: string) => string;
  pickedUp: (p: { title: string; n: number; total: number }) => string;
  movedTo: (p: { title: string; n: number; total: number }) => string;
  droppedAt: (p: { title: string; n: number; total: number }) => string;
  cancelled: (p: { title: string; n: number }) => string;
}

interface SortableListProps<T> {
  items: readonly T[];
  idOf: (item: T) => UniqueIdentifier;
  /** what names a row in the handle's label and the announcements */
  titleOf: (item: T) => string;
  onMove: (from: number, to: number) => void;
  texts: SortableTexts;
  /** the row after its handle */
  renderRow: (item: T, index: number) => ReactNode;
  rowClassName?: string;
}

/**
 * An ordered list whose rows move by dragging their handle, or by keyboard (focus the handle,
 * Space, arrows, Space); every move is announced to screen readers.
 */
export function SortableList<T>({
  items,
  idOf,
  titleOf,
  onMove,
  texts,
  renderRow,
  rowClassName,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: UniqueIdentifier | undefined) => items.findIndex((item) => idOf(item) === id) + 1;
  const title = (id: UniqueIdentifier) => {
    const item = items.find((i) => idOf(i) === id);
    return item === undefined ? '' : titleOf(item);
  };
  const total = items.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) => texts.pickedUp({ title: title(active.id), n: position(active.id), total }),
    onDragOver: ({ active, over }) =>
      over ? texts.movedTo({ title: title(active.id), n: position(over.id), total }) : undefined,
    onDragEnd: ({ active, over }) =>
      texts.droppedAt({ title: title(active.id), n: position(over?.id ?? active.id), total }),
    onDragCancel: ({ active }) => texts.cancelled({ title: title(active.id), n: position(active.id) }),
  };
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(position(active.id) - 1, position(over.id) - 1);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{ announcements, screenReaderInstructions: { draggable: texts.instructions } }}
    >
      <SortableContext items={items.map(idOf)} strategy={verticalListSortingStrategy}>
        <ol aria-label={texts.list} className={styles.list}>
          {items.map((item, index) => (
            <SortableRow
              key={idOf(item)}
              id={idOf(item)}
              handleLabel={texts.handle(titleOf(item))}
              className={rowClassName}
            >
              {renderRow(item, index)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

interface SortableRowProps {
  id: UniqueIdentifier;
  handleLabel: string;
  className?: string;
  children: ReactNode;
}

function SortableRow({ id, handleLabel, className, children }: SortableRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return (
    <li
      ref={setNodeRef}
      className={className}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.7 : 1 }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={styles.handle}
        {...attributes}
        {...listeners}
        aria-label={handleLabel}
      >
        <HolderOutlined />
      </button>
      {children}
    </li>
  );
}
