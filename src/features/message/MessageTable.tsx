import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable, useColumnVisibility, type ListState } from '@/components/list';
import { useDict } from '@/hooks/useDict';
import { messageColumns } from './columns';
import { MessageDrawer } from './MessageDrawer';
import { useMarkRead } from './queries';
import type { CourseMessage } from './types';
import { useReadRules } from './useReadRules';

/**
 * What a message table keeps: its columns (remembered per table id), the rows chosen for a bulk
 * mark and the message open in the drawer. The message screen and a course's feedback page share it.
 */
export function useMessageTable(list: ListState, tableId: string, oneCourse = false) {
  const { t } = useTranslation('message');
  const readDict = useDict('message_read');
  const { canMark } = useReadRules();
  const markRead = useMarkRead();
  const [selected, setSelected] = useState<CourseMessage[]>([]);
  const [openId, setOpenId] = useState<number | null>(null);
  const { orderByColumn, isAsc } = list;
  const columns = useMemo(
    () =>
      messageColumns({
        t,
        list: { orderByColumn, isAsc },
        readDict,
        canMark,
        oneCourse,
        open: (row) => setOpenId(row.messageId),
        markRead: (row) => void markRead([row.messageId]),
      }),
    [t, orderByColumn, isAsc, readDict, canMark, oneCourse, markRead],
  );
  const visibility = useColumnVisibility(tableId, columns);
  return { visibility, selected, setSelected, openId, setOpenId, canMark };
}

interface Props {
  state: ReturnType<typeof useMessageTable>;
  list: ListState;
  result: { rows: CourseMessage[]; total: number; loading: boolean };
  scrollX: number;
}

/** The messages with their pager; only unread messages of others can be chosen; a title opens the drawer. */
export function MessageTable({ state, list, result, scrollX }: Props) {
  return (
    <>
      <ListTable<CourseMessage>
        rowKey="messageId"
        list={list}
        result={result}
        columns={state.visibility.visible}
        selection={{
          selected: state.selected,
          onChange: state.setSelected,
          label: (m) => m.title,
          locked: (m) => !state.canMark(m),
        }}
        scrollX={scrollX}
        nameColumn="title"
      />
      <MessageDrawer messageId={state.openId} onClose={() => state.setOpenId(null)} />
    </>
  );
}
