import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable, useCrudList } from '@/components/list';
import type { CrudListOptions } from '@/hooks/useCrudList';
import { useDict } from '@/hooks/useDict';
import { messageColumns } from './columns';
import { MessageDrawer } from './MessageDrawer';
import { useMarkRead } from './queries';
import type { CourseMessage } from './types';
import { useReadRules } from './useReadRules';

type MessageListOptions = Pick<
  CrudListOptions<CourseMessage, CourseMessage>,
  'queryKey' | 'filters' | 'tableId' | 'state' | 'query'
> & {
  list: CrudListOptions<CourseMessage, CourseMessage>['resource']['list'];
  /** a page about one course: its course columns left out */
  oneCourse?: boolean;
};

/**
 * A message list: the list controller with the message columns, only unread messages of others
 * selectable (for a bulk mark), and the message open in the drawer. The message screen and a
 * course's feedback page share it.
 */
export function useMessageList({ list, oneCourse = false, ...options }: MessageListOptions) {
  const { t } = useTranslation('message');
  const readDict = useDict('message_read');
  const { canMark } = useReadRules();
  const markRead = useMarkRead();
  const [openId, setOpenId] = useState<number | null>(null);
  const crud = useCrudList<CourseMessage, CourseMessage>({
    ...options,
    resource: { list, idField: 'messageId' },
    // Reading and marking are the list's own actions; messages are neither edited nor deleted here.
    perms: {},
    nameField: 'title',
    selectable: true,
    selectionLocked: (m) => !canMark(m),
    columns: ({ sort }) =>
      messageColumns({
        t,
        list: sort,
        readDict,
        canMark,
        oneCourse,
        open: (row) => setOpenId(row.messageId),
        markRead: (row) => void markRead([row.messageId]),
      }),
    columnDeps: [t, readDict, canMark, oneCourse, markRead],
  });
  return { ...crud, openId, setOpenId };
}

interface Props {
  messages: ReturnType<typeof useMessageList>;
  scrollX: number;
}

/** The messages with their pager; a title opens the drawer. */
export function MessageTable({ messages, scrollX }: Props) {
  return (
    <>
      <ListTable {...messages.table} scrollX={scrollX} />
      <MessageDrawer messageId={messages.openId} onClose={() => messages.setOpenId(null)} />
    </>
  );
}
