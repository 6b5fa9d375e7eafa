import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, eq } from 'drizzle-orm';
import { dictData, dictTypes } from '../../../server/db/schema';
import { locationOf, renderApp } from '../helpers/app';
import { loggedInAs } from '../helpers/session';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer, serverDb } from '../helpers/real-server';
import { openDialogs, questionDialog, topDialog as dialog } from './helpers/dialogs';

runOnRealServer();
afterEach(resetFeedback);

const OK = /确\s?定/;

async function openPage(path: string, shows: string) {
  await loggedInAs('admin');
  const router = renderApp(path);
  // the first screen of a file loads its lazy chunks: give it longer than a later wait
  const table = await screen.findByRole('table', {}, { timeout: 15_000 });
  await within(table).findByText(shows);
  return { router, table };
}

const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;
/** A dictionary type as the server saved it (undefined when there is none). */
const savedType = async (dictType: string) =>
  (await serverDb().select().from(dictTypes).where(eq(dictTypes.dictType, dictType)))[0];
/** The entries of a type as the server saved them. */
const savedEntries = (dictType: string) => serverDb().select().from(dictData).where(eq(dictData.dictType, dictType));
const sexId = async () => (await savedType('sys_user_sex')).dictId;

describe('dictionary types screen', () => {
  it('lists and filters types; a type opens its entries', async () => {
    const user = userEvent.setup();
    const { router, table } = await openPage('/system/dict/index', 'sys_user_sex');
    const form = screen.getByRole('search');
    await user.type(within(form).getByLabelText('字典名称'), '审批');
    await user.click(within(form).getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(locationOf(router)).toContain('dictName=');
    await user.click(within(table).getByText('approval_status'));
    const id = (await savedType('approval_status')).dictId;
    await waitFor(() => expect(locationOf(router)).toBe(`/system/dict-data/index/${id}`));
  });

  it('validates a new type like the server, then creates it', async () => {
    const user = userEvent.setup();
    await openPage('/system/dict/index', 'sys_user_sex');
    await user.click(screen.getByText('新增'));
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await dialog().findByText('字典名称（中文）不能为空')).toBeInTheDocument();
    expect(await dialog().findByText('字典类型不能为空')).toBeInTheDocument();
    await user.type(dialog().getByLabelText('字典名称（中文）'), '课程难度');
    await user.type(dialog().getByLabelText('字典名称（英文）'), 'Course level');
    await user.type(dialog().getByLabelText('字典类型'), 'Course-Level');
    expect(await dialog().findByText('字典类型必须以字母开头，且只能为（小写字母，数字，下滑线）')).toBeInTheDocument();
    await user.clear(dialog().getByLabelText('字典类型'));
    await user.type(dialog().getByLabelText('字典类型'), 'course_level');
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(await savedType('course_level')).toMatchObject({
      dictName: '课程难度',
      dictNameEn: 'Course level',
      status: '0',
    });
  });

  it('edits a type and refuses to delete one that has entries', async () => {
    const user = userEvent.setup();
    const { table } = await openPage('/system/dict/index', 'sys_user_sex');
    await user.click(within(rowOf(table, 'sys_user_sex')).getByRole('button', { name: /修\s?改/ }));
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    const remark = dialog().getByLabelText('备注');
    await user.type(remark, '性别');
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect((await savedType('sys_user_sex')).remark).toBe('性别');

    await user.click(within(rowOf(table, 'sys_user_sex')).getByRole('button', { name: /删\s?除/ }));
    await user.click((await questionDialog('是否确认删除"用户性别"？')).getByRole('button', { name: OK }));
    expect(await screen.findByText('用户性别已分配,不能删除')).toBeInTheDocument();
  });
});

describe('dictionary data screen', () => {
  it('lists the entries of the type in the address and filters them', async () => {
    const user = userEvent.setup();
    const { table } = await openPage(`/system/dict-data/index/${await sexId()}`, '未知');
    expect(await screen.findByText('用户性别 (sys_user_sex)')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const form = screen.getByRole('search');
    await user.type(within(form).getByLabelText('字典标签'), '女');
    await user.click(within(form).getByRole('button', { name: /搜\s?索/ }));
    // one row with the answer: a header and a "no data" row, shown while the search loads, are two rows too
    await waitFor(() => {
      expect(within(table).getAllByRole('row')).toHaveLength(2);
      expect(within(table).getByText('女')).toBeInTheDocument();
    });
  });

  it('validates, creates an entry with both labels, and refuses a taken value', async () => {
    const user = userEvent.setup();
    await openPage(`/system/dict-data/index/${await sexId()}`, '未知');
    await user.click(screen.getByText('新增'));
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    expect(dialog().getByLabelText('字典类型')).toHaveValue('sys_user_sex');
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await dialog().findByText('字典标签（中文）不能为空')).toBeInTheDocument();
    expect(await dialog().findByText('字典键值不能为空')).toBeInTheDocument();
    await user.type(dialog().getByLabelText('字典标签（中文）'), '保密');
    await user.type(dialog().getByLabelText('字典标签（英文）'), 'Secret');
    await user.type(dialog().getByLabelText('字典键值'), '2');
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await screen.findByText('字典键值 2 在 sys_user_sex 中已存在')).toBeInTheDocument();
    await user.clear(dialog().getByLabelText('字典键值'));
    await user.type(dialog().getByLabelText('字典键值'), '9');
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    const [saved] = await serverDb()
      .select()
      .from(dictData)
      .where(and(eq(dictData.dictType, 'sys_user_sex'), eq(dictData.dictValue, '9')));
    expect(saved).toMatchObject({
      dictLabel: '保密',
      dictLabelEn: 'Secret',
      listClass: 'default',
    });
  });

  it('edits an entry, keeping its English label', async () => {
    const user = userEvent.setup();
    const { table } = await openPage(`/system/dict-data/index/${await sexId()}`, '未知');
    await user.click(within(rowOf(table, '未知')).getByRole('button', { name: /修\s?改/ }));
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    expect(dialog().getByLabelText('字典标签（英文）')).toHaveValue('Unknown');
    await user.clear(dialog().getByLabelText('字典标签（中文）'));
    await user.type(dialog().getByLabelText('字典标签（中文）'), '不详');
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    await within(table).findByText('不详');
    const [renamed] = await serverDb().select().from(dictData).where(eq(dictData.dictLabel, '不详'));
    expect(renamed?.dictLabelEn).toBe('Unknown');
  });

  it('deletes an entry after a confirmation naming it', async () => {
    const user = userEvent.setup();
    const { table } = await openPage(`/system/dict-data/index/${await sexId()}`, '未知');
    await user.click(within(rowOf(table, '未知')).getByRole('button', { name: /删\s?除/ }));
    await user.click((await questionDialog('是否确认删除"未知"？')).getByRole('button', { name: OK }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect((await savedEntries('sys_user_sex')).some((d) => d.dictLabel === '未知')).toBe(false);
    await waitFor(() => expect(within(table).queryByText('未知')).toBeNull());
  });
});
