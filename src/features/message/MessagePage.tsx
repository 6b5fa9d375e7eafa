import { useState } from 'react';
import { Button, Card } from 'antd';
import { FilterSelect } from '@/components/FilterSelect';
import { SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CrudToolbar, defineFilters, SearchForm } from '@/components/list';
import { useAccess } from '@/hooks/useAccess';
import { listMessages } from './api';
import { MarkSelectedRead } from './MarkSelectedRead';
import { MessageTable, useMessageList } from './MessageTable';
import { MESSAGE_PERMS } from './perms';
import { messageKeys, useMessageOptions, useSendableCourses } from './queries';
import { SendFeedbackDialog } from './index';

const FILTERS = defineFilters([
  { name: 'readFlag', kind: 'dict', label: 'message:column.readFlag', dictType: 'message_read' },
  { name: 'courseId', kind: 'custom', label: 'message:column.course', width: 200 },
  { name: 'schoolId', kind: 'custom', label: 'message:column.school', width: 200 },
  { name: 'dateRange', kind: 'dateRange', label: 'message:column.createTime' },
]);

/**
 * `admin/message/index`: teachers' feedback on courseware. Platform staff see every school's,
 * school staff their school's, a teacher their own (docs/api.md "Courseware messages").
 */
export default function MessagePage() {
  const { t } = useTranslation('message');
  const { can } = useAccess();
  const messages = useMessageList({
    list: listMessages,
    queryKey: messageKeys.list(),
    filters: FILTERS,
    tableId: 'admin-message',
  });
  const options = useMessageOptions();
  const mayAdd = can(MESSAGE_PERMS.add);
  const sendable = useSendableCourses(mayAdd);
  const [sending, setSending] = useState(false);
  const courseChoices = (options.data?.courses ?? []).map((c) => ({ value: String(c.courseId), label: c.title }));
  const schoolChoices = (options.data?.schools ?? []).map((s) => ({ value: String(s.schoolId), label: s.schoolName }));

  return (
    <Card variant="borderless">
      <SearchForm
        {...messages.searchForm}
        controls={{
          courseId: <FilterSelect label={t('column.course')} width={200} options={courseChoices} />,
          schoolId: <FilterSelect label={t('column.school')} width={200} options={schoolChoices} />,
        }}
      />
      <CrudToolbar {...messages.toolbar}>
        <MarkSelectedRead selected={messages.selected} onDone={() => messages.setSelected([])} />
        {mayAdd && sendable.data?.length ? (
          <Button type="primary" icon={<SendOutlined />} onClick={() => setSending(true)}>
            {t('send.button')}
          </Button>
        ) : null}
      </CrudToolbar>
      <MessageTable messages={messages} scrollX={1900} />
      {sending ? <SendFeedbackDialog open={sending} onClose={() => setSending(false)} /> : null}
    </Card>
  );
}
