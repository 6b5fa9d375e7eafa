import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { configs } from '../../../server/db/schema';
import { locationOf, renderApp } from '../helpers/app';
import { loggedInAs } from '../helpers/session';
import { resetFeedback } from '../helpers/feedback';
import { serverDb, runOnRealServer } from '../helpers/real-server';
import { openDialogs, questionDialog, topDialog as dialog } from './helpers/dialogs';

runOnRealServer();
afterEach(resetFeedback);

/** A parameter as the server saved it (undefined when there is none). */
async function savedConfig(key: string) {
  const [row] = await serverDb().select().from(configs).where(eq(configs.configKey, key));
  return row;
}
const hasConfig = async (key: string) => (await savedConfig(key)) !== undefined;

const OK = /确\s?定/;

async function openPage(path = '/system/config/index', shows = 'sys.account.captchaEnabled') {
  await loggedInAs('admin');
  const router = renderApp(path);
  const table = await screen.findByRole('table');
  await within(table).findByText(shows);
  return { router, table };
}

const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;

describe('config screen', () => {
  it('lists parameters and filters by key, keeping the filter in the address', async () => {
    const user = userEvent.setup();
    const { router, table } = await openPage();
    expect(within(rowOf(table, 'sys.account.captchaEnabled')).getByText('是')).toBeInTheDocument();
    const form = screen.getByRole('search');
    await user.type(within(form).getByLabelText('参数键名'), 'captcha');
    await user.click(within(form).getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() => expect(locationOf(router)).toContain('configKey=captcha'));
    // the header and the two captcha switches (on or off; drawn as plain text, the demo data's)
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByText('sys.account.captchaPlainText')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: /重\s?置/ }));
    await waitFor(() => expect(locationOf(router)).toBe('/system/config/index'));
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
  });

  it('restores filters from the address and sorts on the server', async () => {
    const user = userEvent.setup();
    const { router, table } = await openPage('/system/config/index?configType=N', 'site.contact.email');
    expect(within(table).queryByText('sys.account.captchaEnabled')).toBeNull();
    expect(within(screen.getByRole('search')).getByText('否')).toBeInTheDocument();
    await user.click(within(table).getAllByText('参数键名')[0]);
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('course.upload.maxSize'));
    await waitFor(() => expect(locationOf(router)).toContain('orderByColumn=configKey&isAsc=asc'));
  });

  it('refuses an empty form with the field messages, then creates', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('button', { name: /新\s?增/ }));
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await dialog().findByText('参数名称（中文）不能为空')).toBeInTheDocument();
    expect(await dialog().findByText('参数键名不能为空')).toBeInTheDocument();
    expect(await dialog().findByText('参数键值不能为空')).toBeInTheDocument();
    await user.type(dialog().getByLabelText('参数名称（中文）'), '测试参数');
    await user.type(dialog().getByLabelText('参数键名'), 'sys.account.captchaEnabled');
    await user.type(dialog().getByLabelText('参数键值'), '42');
    await user.click(dialog().getByRole('button', { name: OK }));
    // the server refuses a taken key; the dialog keeps what was typed
    expect(await screen.findByText("保存参数'测试参数'失败，参数键名已存在")).toBeInTheDocument();
    expect(dialog().getByLabelText('参数键值')).toHaveValue('42');
    await user.clear(dialog().getByLabelText('参数键名'));
    await user.type(dialog().getByLabelText('参数键名'), 'test.key');
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(await savedConfig('test.key')).toMatchObject({
      configValue: '42',
      configName: '测试参数',
      configNameEn: '测试参数',
    });
    await waitFor(() => expect(openDialogs()).toHaveLength(0));
    expect(await screen.findByText('test.key')).toBeInTheDocument();
  });

  it('edits a parameter, keeping the other language', async () => {
    const user = userEvent.setup();
    const { table } = await openPage();
    await user.click(within(rowOf(table, 'site.contact.email')).getByRole('button', { name: /修\s?改/ }));
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    const value = dialog().getByLabelText('参数键值');
    await user.clear(value);
    await user.type(value, 'help@school.example');
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    const row = (await savedConfig('site.contact.email'))!;
    expect(row.configValue).toBe('help@school.example');
    expect(row.configNameEn).not.toBe(row.configName);
    await within(table).findByText('help@school.example');
  });

  it('deletes after a confirmation naming the parameter', async () => {
    const user = userEvent.setup();
    const { table } = await openPage();
    const name = (await savedConfig('site.contact.email'))!.configName;
    await user.click(within(rowOf(table, 'site.contact.email')).getByRole('button', { name: /删\s?除/ }));
    const question = `是否确认删除"${name}"？`;
    await user.click((await questionDialog(question)).getByRole('button', { name: /取\s?消/ }));
    expect(await hasConfig('site.contact.email')).toBe(true);
    await user.click(within(rowOf(table, 'site.contact.email')).getByRole('button', { name: /删\s?除/ }));
    await waitFor(() => expect(screen.getAllByText(question).length).toBeGreaterThan(1));
    await user.click((await questionDialog(question)).getByRole('button', { name: OK }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(await hasConfig('site.contact.email')).toBe(false);
  });

  it('refuses to delete a built-in parameter', async () => {
    const user = userEvent.setup();
    const { table } = await openPage();
    await user.click(within(rowOf(table, 'sys.account.captchaEnabled')).getByRole('button', { name: /删\s?除/ }));
    const builtIn = (await savedConfig('sys.account.captchaEnabled'))!.configName;
    await user.click((await questionDialog(`是否确认删除"${builtIn}"？`)).getByRole('button', { name: OK }));
    expect(await screen.findByText('内置参数【sys.account.captchaEnabled】不能删除')).toBeInTheDocument();
  });

  it('refreshes the cache', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByText('刷新缓存'));
    expect(await screen.findByText('刷新成功')).toBeInTheDocument();
  });
});
