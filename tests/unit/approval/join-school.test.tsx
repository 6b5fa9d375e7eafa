import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asc, eq } from 'drizzle-orm';
import { approvals, schools, userRoles, users } from '../../../server/db/schema';
import { renderApp } from '../helpers/app';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer, serverDb } from '../helpers/real-server';
import { loggedInAs } from '../helpers/session';

runOnRealServer();
afterEach(resetFeedback);

const SLOW = { timeout: 60_000 };

/** The second school of the seed, as the server holds it. */
async function schoolTwo() {
  const [school] = await serverDb().select().from(schools).orderBy(asc(schools.schoolId)).offset(1).limit(1);
  return school;
}

/**
 * A teacher account that belongs to no school yet, as registration makes them: the demo teacher's
 * password and roles, no school (no call makes one with roles and no school).
 */
async function addNewcomer() {
  const db = serverDb();
  const [teacher] = await db.select().from(users).where(eq(users.userName, 'teacher'));
  const [{ userId }] = await db
    .insert(users)
    .values({ userName: 'newcomer', name: '新老师', nickName: teacher.nickName, passwordHash: teacher.passwordHash })
    .returning({ userId: users.userId });
  const held = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, teacher.userId));
  await db.insert(userRoles).values(held.map(({ roleId }) => ({ userId, roleId })));
}

describe('joining a school from the profile', SLOW, () => {
  it('an account without a school applies; the card then shows the pending application', async () => {
    const user = userEvent.setup();
    const school = await schoolTwo();
    await addNewcomer();
    await loggedInAs('newcomer');
    renderApp('/user/profile');
    // the first screen of a file loads its lazy chunks cold, slowly on a loaded machine
    const card = (await screen.findByText('加入学校', {}, { timeout: 30_000 })).closest('.ant-card') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: /提交申请/ }));
    expect(await within(card).findByText('学校不能为空')).toBeInTheDocument();
    await user.click(within(card).getByRole('combobox', { name: '学校' }));
    await user.click(await screen.findByTitle(school.schoolName));
    await user.click(within(card).getByText('校长'));
    await user.click(within(card).getByRole('button', { name: /提交申请/ }));
    expect(await screen.findByText('申请已提交')).toBeInTheDocument();
    const [application] = await serverDb().select().from(approvals).where(eq(approvals.applicantUserName, 'newcomer'));
    expect(application).toMatchObject({ schoolId: school.schoolId, roleKey: 'principal', status: '0' });
    expect(await within(card).findByText(`您加入“${school.schoolName}”的申请：待审批`)).toBeInTheDocument();
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
