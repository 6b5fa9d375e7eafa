import { Button, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { actionsColumn, createTimeColumn, dictColumn, type ListColumns, type ListState } from '@/components/list';
import type { DictOption } from '@/hooks/useDict';
import { AttachmentLinks, DocumentLink } from './file-links';
import { MESSAGE_PERMS } from './perms';
import type { CourseMessage } from './types';

export const lessonLabel = (t: TFunction, row: Pick<CourseMessage, 'lessonNo' | 'lessonTitle'>) =>
  t('message:lessonLabel', { no: row.lessonNo, title: row.lessonTitle });

interface ColumnOptions {
  t: TFunction;
  /** the sort in force */
  list: Pick<ListState, 'orderByColumn' | 'isAsc'>;
  readDict: readonly DictOption[];
  open: (row: CourseMessage) => void;
  markRead: (row: CourseMessage) => void;
  canMark: (row: CourseMessage) => boolean;
  /** leave out course, discipline and subject (a page about one course) */
  oneCourse?: boolean;
}

/** The message table's columns, shared by the message screen and a course's feedback page. */
export function messageColumns({ t, list, readDict, open, markRead, canMark, oneCourse }: ColumnOptions) {
  const courseColumns: ListColumns<CourseMessage> = oneCourse
    ? []
    : [
        { key: 'courseTitle', title: t('message:column.course'), dataIndex: 'courseTitle', width: 180, ellipsis: true },
        { key: 'disciplineName', title: t('message:column.discipline'), dataIndex: 'disciplineName', width: 100 },
        { key: 'subjectName', title: t('message:column.subject'), dataIndex: 'subjectName', width: 120 },
      ];
  const columns: ListColumns<CourseMessage> = [
    {
      key: 'title',
      title: t('message:column.title'),
      dataIndex: 'title',
      width: 200,
      render: (title: string, row) => (
        <Button type="link" size="small" onClick={() => open(row)} style={{ padding: 0, height: 'auto' }}>
          <Typography.Text strong={row.readFlag === '0'} ellipsis style={{ maxWidth: 180, color: 'inherit' }}>
            {title}
          </Typography.Text>
        </Button>
      ),
    },
    dictColumn('readFlag', t('message:column.readFlag'), readDict, 100),
    { key: 'teacherName', title: t('message:column.teacherName'), dataIndex: 'teacherName', width: 110 },
    { key: 'userName', title: t('message:column.userName'), dataIndex: 'userName', width: 110 },
    { key: 'schoolName', title: t('message:column.school'), dataIndex: 'schoolName', width: 180, ellipsis: true },
    ...courseColumns,
    {
      key: 'lesson',
      title: t('message:column.lesson'),
      width: 180,
      ellipsis: true,
      render: (_: unknown, row) => lessonLabel(t, row),
      exportValue: (row) => lessonLabel(t, row),
    },
    {
      key: 'fileName',
      title: t('message:column.document'),
      width: 160,
      ellipsis: true,
      render: (_: unknown, row) => <DocumentLink message={row} />,
    },
    { key: 'content', title: t('message:column.content'), dataIndex: 'content', width: 220, ellipsis: true },
    {
      key: 'attachments',
      title: t('message:column.attachments'),
      width: 160,
      render: (_: unknown, row) => <AttachmentLinks files={row.attachments} />,
    },
    { ...createTimeColumn(t, list), title: t('message:column.createTime') },
    {
      ...actionsColumn(t, (row: CourseMessage) => ({
        more: [
          { label: t('message:view'), permission: MESSAGE_PERMS.query, onClick: () => open(row) },
          {
            label: t('message:read.one'),
            permission: MESSAGE_PERMS.edit,
            disabled: !canMark(row),
            onClick: () => markRead(row),
          },
        ],
      })),
      fixed: 'right' as const,
    },
  ];
  return columns;
}
