import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction, useListAction } from '@/components/list';
import { currentLanguage } from '@/i18n';
import { listPhrase } from '@/utils/list-phrase';
import { approveApplications, rejectApplications } from './api';
import { approvalKeys } from './queries';
import type { Approval } from './types';

const idsOf = (rows: readonly Approval[]) => rows.map((a) => a.approvalId);

/**
 * Approving (after a confirmation naming the applicants) and rejecting (through the reject
 * dialog, which asks and takes a reason), for one row or the selected ones. Resolves true when
 * the decision was saved, so the caller can clear its selection.
 */
export function useDecisions(onDecided: () => void) {
  const { t } = useTranslation('approval');
  const approveCall = useListAction(approvalKeys.all, approveApplications, t('approve.done'));
  const rejectCall = useListAction(approvalKeys.all, rejectApplications, t('reject.done'));
  const [rejecting, setRejecting] = useState<readonly Approval[]>([]);

  const approve = useCallback(
    async (rows: readonly Approval[]) => {
      const names = listPhrase(
        rows.map((a) => a.applicantName),
        currentLanguage(),
      );
      if (!(await confirmAction(t('approve.confirm', { names })))) return;
      if (await approveCall(idsOf(rows))) onDecided();
    },
    [t, approveCall, onDecided],
  );

  const reject = useCallback(
    async (reason: string) => {
      const saved = await rejectCall({ approvalIds: idsOf(rejecting), reason });
      if (saved) onDecided();
      return saved;
    },
    [rejectCall, rejecting, onDecided],
  );

  return {
    approve,
    /** opens the reject dialog for these rows */
    askReject: setRejecting,
    rejecting,
    reject,
    closeReject: useCallback(() => setRejecting([]), []),
  };
}
