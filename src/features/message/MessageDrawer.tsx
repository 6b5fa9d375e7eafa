import { useEffect, useRef } from 'react';
import { Alert, Descriptions, Drawer, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictTag } from '@/components/DictTag';
import { useInvalidate } from '@/components/list';
import { useDict } from '@/hooks/useDict';
import { usePhoneWidth } from '@/hooks/usePhoneWidth';
import { markMessagesRead } from './api';
import { lessonLabel } from './columns';
import { AttachmentLinks, DocumentLink } from './file-links';
import { messageKeys, useMessage } from './queries';
import { useReadRules } from './useReadRules';

interface Props {
  messageId: number | null;
  onClose: () => void;
}

/**
 * One message in full. Opening an unread message someone else sent marks it read (quietly: the
 * tag turns "read" and the lists and the header count refresh).
 */
export function MessageDrawer({ messageId, onClose }: Props) {
  const { t } = useTranslation('message');
  const phone = usePhoneWidth();
  const readDict = useDict('message_read');
  const { data: message, isLoading } = useMessage(messageId);
  const { canMark, isOwn } = useReadRules();
  const refresh = useInvalidate(messageKeys.all);
  const marked = useRef(new Set<number>());

  useEffect(() => {
    if (!message || !canMark(message) || marked.current.has(message.messageId)) return;
    marked.current.add(message.messageId);
    markMessagesRead([message.messageId]).then(
      () => void refresh(),
      () => marked.current.delete(message.messageId),
    );
  }, [message, canMark, refresh]);

  return (
    <Drawer title={t('drawer.title')} open={messageId !== null} onClose={onClose} size={phone ? '100%' : 560}>
      {isLoading || !message ? (
        <Spin />
      ) : (
        <>
          {isOwn(message) ? <Alert type="info" showIcon title={t('drawer.own')} style={{ marginBottom: 16 }} /> : null}
          <Typography.Title level={4}>{message.title}</Typography.Title>
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              {
                key: 'readFlag',
                label: t('column.readFlag'),
                children: <DictTag options={readDict} value={message.readFlag} />,
              },
              { key: 'sender', label: t('drawer.sender'), children: `${message.teacherName} (${message.userName})` },
              { key: 'school', label: t('column.school'), children: message.schoolName },
              { key: 'course', label: t('column.course'), children: message.courseTitle },
              {
                key: 'discipline',
                label: t('drawer.disciplineSubject'),
                children: `${message.disciplineName} / ${message.subjectName}`,
              },
              { key: 'lesson', label: t('column.lesson'), children: lessonLabel(t, message) },
              { key: 'document', label: t('column.document'), children: <DocumentLink message={message} /> },
              { key: 'createTime', label: t('column.createTime'), children: message.createTime },
              {
                key: 'content',
                label: t('column.content'),
                children: (
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                    {message.content}
                  </Typography.Paragraph>
                ),
              },
              {
                key: 'attachments',
                label: t('column.attachments'),
                children: <AttachmentLinks files={message.attachments} />,
              },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
