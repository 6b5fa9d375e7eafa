import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mock/db';
import { renderApp } from '../helpers/app';
import { resetFeedback } from '../helpers/feedback';
import { loggedInAs } from '../helpers/session';

afterEach(resetFeedback);

const SLOW = { timeout: 60_000 };
const SCHOOL_TWO = db().schools[1].schoolName;

/** A teacher account that belongs to no school yet, as registration makes them. */
function addNewcomer() {
  const teacher = db().users.find((u) => u.userName === 'teacher')!;
  const userId = Math.max(...db().users.map((u) => u.userId)) + 1;
  db().users.push({
    ...teacher,
    userId,
    userName: 'newcomer',
    name: '新老师',
    phonenumber: '',
    email: '',
    schoolId: null,
  });
}

describe('joining a school from the profile', SLOW, () => {
  it('an account without a school applies; the card then shows the pending application', async () => {
    const user = userEvent.setup();
    addNewcomer();
    await loggedInAs('newcomer');
    renderApp('/user/profile');
    const card = (await screen.findByText('加入学校', {}, { timeout: 15_000 })).closest('.ant-card') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: /提交申请/ }));
    expect(await within(card).findByText('学校不能为空')).toBeInTheDocument();
    await user.click(within(card).getByRole('combobox', { name: '学校' }));
    await user.click(await screen.findByTitle(SCHOOL_TWO));
    await user.click(within(card).getByText('校长'));
    await user.click(within(card).getByRole('button', { name: /提交申请/ }));
    expect(await screen.findByText('申请已提交')).toBeInTheDocument();
    const application = db().approvals.find((a) => a.applicantUserName === 'newcomer');
    expect(application).toMatchObject({ schoolId: db().schools[1].schoolId, roleKey: 'principal', status: '0' });
    expect(await within(card).findByText(`您加入“${SCHOOL_TWO}”的申请：待审批`)).toBeInTheDocument();
    await waitFor(() => expect(within(card).queryByRole('button', { name: /提交申请/ })).toBeNull());
  });

  it('is not offered to an account that belongs to a school', async () => {
    await loggedInAs('teacher');
    renderApp('/user/profile');
    expect(await screen.findByText('个人信息', {}, { timeout: 15_000 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByText('加入学校')).toBeNull();
  });
});
