import type { ReactNode } from 'react';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { RequestError } from '@/api/types';

interface Props {
  error: unknown;
  onRetry: () => void;
  /** what could not be opened ("无法打开这门课程"), as a heading */
  title?: string;
  /**
   * the page's words when the backend refused its record (an unknown or foreign id); without
   * them a refusal shows the backend's reason
   */
  notFound?: string;
  /** more buttons beside the retry (a way back) */
  actions?: ReactNode;
}

/**
 * A page whose data did not load, with a retry. A failure on the way (no answer, timeout, an
 * HTTP error, not JSON) is already in the request layer's message, so the page does not say it a
 * second time; a refusal names what is missing, which stays readable after that message goes.
 */
export function LoadFailed({ error, onRetry, title, notFound, actions }: Props) {
  const { t } = useTranslation('widgets');
  const refusal = error instanceof RequestError && error.refusal;
  const shownAlready = error instanceof RequestError && error.shown && !refusal;
  const text = refusal && notFound ? notFound : shownAlready ? t('loadFailed.hint') : errorText(error);
  return (
    <Result
      status={refusal && notFound ? '404' : 'warning'}
      title={title}
      subTitle={text}
      extra={
        <>
          <Button type="primary" onClick={onRetry}>
            {t('loadFailed.retry')}
          </Button>
          {actions}
        </>
      }
    />
  );
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));
