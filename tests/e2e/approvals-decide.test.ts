import { describe, it } from 'vitest';
import { buttonName, expectVisible, loginAs, logout } from './support/app';
import { expectNoConsoleErrors, useBrowserSession } from './support/browser';
import { LABELS } from './support/labels';
import { dialogWith, labelled, rowWith } from './system-helpers';

// A pending applicant cannot log in; the school admin approves them and rejects another with a
// reason; the approved applicant then logs in with the role, the rejected one is told why. The
// pages are opened by address, so the decisions also survive reloads (the server keeps them).
// Once per language.

const WORDS = {
  zh: {
    waiting: '您加入“北京市海淀区实验小学”的申请正在审批中，审批通过后即可登录',
    approve: '通过',
    approveQuestion: '确认通过黄芳的申请吗？通过后其将获得该学校的角色并可登录。',
    approved: '已通过',
    reject: '驳回',
    rejectDialog: '驳回申请',
    reason: '驳回原因（选填）',
    reasonText: '本学期岗位已满',
    rejected: '已驳回',
    rejectedLogin: '您加入“北京市海淀区实验小学”的申请未通过：本学期岗位已满',
  },
  en: {
    waiting: 'Your application to join "Beijing Haidian Experimental Primary School" is awaiting approval',
    approve: 'Approve',
    approveQuestion: 'Approve the application of 黄芳? They get the role at the school and can log in with it.',
    approved: 'Approved',
    reject: 'Reject',
    rejectDialog: 'Reject applications',
    reason: 'Reason (optional)',
    reasonText: 'No place this term',
    rejected: 'Rejected',
    rejectedLogin:
      'Your application to join "Beijing Haidian Experimental Primary School" was rejected: No place this term',
  },
} as const;

describe.each(['zh', 'en'] as const)('approvals (%s)', (language) => {
  const session = useBrowserSession();
  const w = WORDS[language];
  const ok = buttonName(LABELS[language].ok);

  it('approve and reject as a school admin, then log in as the approved applicant', async () => {
    const { page } = session;
    await loginAs(page, 'huangfang', undefined, { language, expectSuccess: false });
    await expectVisible(page.getByText(w.waiting, { exact: false }));

    await loginAs(page, 'schooladmin', undefined, { language });
    await page.goto('/admin/approval/index');
    const applicant = rowWith(page, 'huangfang');
    await applicant.getByRole('button', { name: labelled(w.approve) }).click();
    const question = dialogWith(page, w.approveQuestion);
    await question.getByRole('button', { name: ok }).click();
    await expectVisible(applicant.getByText(w.approved, { exact: true }));

    const other = rowWith(page, 'sunli');
    await other.getByRole('button', { name: labelled(w.reject) }).click();
    const dialog = dialogWith(page, w.rejectDialog);
    await dialog.getByLabel(w.reason).fill(w.reasonText);
    await dialog.getByRole('button', { name: ok }).click();
    await expectVisible(other.getByText(w.rejected, { exact: true }));
    await expectVisible(other.getByText(w.reasonText));

    // a reload keeps the decisions
    await page.reload();
    await expectVisible(rowWith(page, 'huangfang').getByText(w.approved, { exact: true }));
    await logout(page, language);

    await loginAs(page, 'sunli', undefined, { language, expectSuccess: false });
    await expectVisible(page.getByText(w.rejectedLogin));
    await loginAs(page, 'huangfang', undefined, { language });
    await page.goto('/admin/message/index');
    await expectVisible(page.getByRole('table'));
    expectNoConsoleErrors(page);
  });
});
