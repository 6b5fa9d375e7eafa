import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { ossConfigs } from '../../../server/db/schema';
import { renderApp } from '../helpers/app';
import { loggedInAs } from '../helpers/session';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer, serverDb } from '../helpers/real-server';
import { openDialogs, questionDialog, topDialog as dialog } from './helpers/dialogs';

runOnRealServer();
afterEach(resetFeedback);

const OK = /确\s?定/;

async function openPage() {
  await loggedInAs('admin');
  renderApp('/system/oss-config/index');
  const table = await screen.findByRole('table');
  await within(table).findByText('qcloud');
  return table;
}

const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;
/** The storages as the server saved them, in the order they were made. */
const savedStorages = () => serverDb().select().from(ossConfigs).orderBy(ossConfigs.ossConfigId);
const savedStorage = async (configKey: string) =>
  (await serverDb().select().from(ossConfigs).where(eq(ossConfigs.configKey, configKey)))[0];
const active = async () => (await savedStorages()).filter((c) => c.status === '0').map((c) => c.configKey);

describe('storage configuration screen', () => {
  it('lists the storages with masked keys and one active', async () => {
    const table = await openPage();
    expect(within(rowOf(table, 'aliyun')).getByText('LTAI************9Ab')).toBeInTheDocument();
    const local = within(rowOf(table, 'local')).getByRole('switch');
    expect(local).toBeChecked();
    expect(local).toBeDisabled();
    expect(within(rowOf(table, 'minio')).getByRole('switch')).not.toBeChecked();
  });

  it('switches another storage on after a confirmation, and the others off', async () => {
    const user = userEvent.setup();
    const table = await openPage();
    await user.click(within(rowOf(table, 'minio')).getByRole('switch'));
    await user.click((await questionDialog('确认要启用"minio"吗？')).getByRole('button', { name: OK }));
    expect(await screen.findByText('启用成功')).toBeInTheDocument();
    expect(await active()).toEqual(['minio']);
    await waitFor(() => expect(within(rowOf(table, 'local')).getByRole('switch')).not.toBeChecked());
    expect(within(rowOf(table, 'minio')).getByRole('switch')).toBeChecked();
  });

  it('validates a new storage and creates it inactive', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByText('新增'));
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await dialog().findByText('配置键不能为空')).toBeInTheDocument();
    expect(await dialog().findByText('SecretKey不能为空')).toBeInTheDocument();
    expect(await dialog().findByText('桶名称不能为空')).toBeInTheDocument();
    await user.type(dialog().getByLabelText('配置键'), 'backup');
    await user.type(dialog().getByLabelText('访问站点'), 's3.example.org');
    await user.type(dialog().getByLabelText('AccessKey'), 'backup-access');
    await user.type(dialog().getByLabelText('SecretKey'), 'backup-secret');
    await user.type(dialog().getByLabelText('桶名称'), 'csp-backup');
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(await savedStorage('backup')).toMatchObject({
      status: '1',
      secretKey: 'backup-secret',
    });
  });

  it('edits a storage, keeping the stored keys when the masked key comes back', async () => {
    const user = userEvent.setup();
    const table = await openPage();
    await user.click(within(rowOf(table, 'aliyun')).getByRole('button', { name: /修\s?改/ }));
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    expect(dialog().getByLabelText('AccessKey')).toHaveValue('LTAI************9Ab');
    expect(dialog().getByLabelText('SecretKey')).toHaveValue('');
    const bucket = dialog().getByLabelText('桶名称');
    await user.clear(bucket);
    await user.type(bucket, 'csp-courseware-2');
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(await savedStorage('aliyun')).toMatchObject({
      bucketName: 'csp-courseware-2',
      accessKey: 'LTAI5tQx8demoKey9Ab',
      secretKey: 'aliyun-demo-secret',
    });
  });

  it('deletes an inactive storage after a confirmation; the active one offers no delete', async () => {
    const user = userEvent.setup();
    const table = await openPage();
    expect(within(rowOf(table, 'local')).getByRole('button', { name: /删\s?除/ })).toBeDisabled();
    await user.click(within(rowOf(table, 'qcloud')).getByRole('button', { name: /删\s?除/ }));
    await user.click((await questionDialog('是否确认删除"qcloud"？')).getByRole('button', { name: OK }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect((await savedStorages()).map((c) => c.configKey)).toEqual(['local', 'minio', 'aliyun']);
  });
});
