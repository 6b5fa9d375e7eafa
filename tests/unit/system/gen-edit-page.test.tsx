import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '../helpers/msw-server';
import { eq } from 'drizzle-orm';
import { genColumns, genTables } from '../../../server/db/schema';
import { locationOf, renderApp } from '../helpers/app';
import { loggedInAs } from '../helpers/session';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer, serverDb } from '../helpers/real-server';

runOnRealServer();
afterEach(resetFeedback);

/** The first imported table as the server saved it, with its columns (the screen opens it by default). */
async function savedFirstTable() {
  const [table] = await serverDb().select().from(genTables).orderBy(genTables.tableId).limit(1);
  const columns = await serverDb().select().from(genColumns).where(eq(genColumns.tableId, table.tableId));
  return { ...table, columns };
}

async function openPage(path = '/tool/gen-edit/index') {
  await loggedInAs('admin');
  const router = renderApp(path);
  // the first test also waits for the app's screens to be compiled (cold, on a busy machine)
  await waitFor(() => expect(screen.getByLabelText('表描述')).not.toHaveValue(''), { timeout: 20_000 });
  return router;
}

const submit = () => screen.getByText(/提\s?交/);

describe('code generation screen', () => {
  it('opens the first table by default and another by ?tableId=', async () => {
    await openPage();
    expect(screen.getByLabelText('表名称')).toHaveValue('csp_school');
    expect(screen.getByLabelText('实体类名称')).toHaveValue('CspSchool');
    expect(screen.getByText('school_type')).toBeInTheDocument();
  });

  it('opens the table of the address and switches tables', async () => {
    const user = userEvent.setup();
    const router = await openPage('/tool/gen-edit/index?tableId=2');
    expect(screen.getByLabelText('表名称')).toHaveValue('csp_activity');
    await user.click(screen.getByRole('combobox', { name: '数据表' }));
    await user.click(await screen.findByText('csp_school (学校信息表)'));
    await waitFor(() => expect(locationOf(router)).toBe('/tool/gen-edit/index?tableId=1'));
    await waitFor(() => expect(screen.getByLabelText('表名称')).toHaveValue('csp_school'));
  });

  it('validates the basic info and the columns before saving', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.clear(screen.getByLabelText('作者'));
    const className = screen.getByLabelText('实体类名称');
    await user.clear(className);
    await user.type(className, 'cspSchool');
    const field = screen.getByLabelText('school_name Java属性');
    await user.clear(field);
    await user.type(field, 'School_Name');
    await user.click(submit());
    expect(await screen.findByText('作者不能为空')).toBeInTheDocument();
    expect(await screen.findByText('实体类名称必须是大驼峰命名（以大写字母开头）')).toBeInTheDocument();
    expect(await screen.findByText('Java 属性必须是小驼峰命名')).toBeInTheDocument();
    expect((await savedFirstTable()).functionAuthor).toBe('csp');
  });

  it('saves the basic info and the column settings', async () => {
    const user = userEvent.setup();
    await openPage();
    const comment = screen.getByLabelText('表描述');
    await user.clear(comment);
    await user.type(comment, '学校');
    await user.click(screen.getByLabelText('school_name_en 查询'));
    await user.click(submit());
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    const table = await savedFirstTable();
    expect(table.tableComment).toBe('学校');
    expect(table.columns.find((c) => c.columnName === 'school_name_en')?.isQuery).toBe('1');
    expect(table.columns.find((c) => c.columnName === 'school_type')?.dictType).toBe('school_type');
    expect(table.columns.find((c) => c.columnName === 'school_name')?.dictType).toBe('');
  });

  it('takes no input before the table has loaded, then shows the loaded table', async () => {
    await loggedInAs('admin');
    let answer = () => undefined as void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    let asked = false;
    // holds the table's settings back; with no answer of its own the call then goes to the backend
    server.use(
      http.get('*/tool/gen/:tableId', async ({ params }) => {
        if (params.tableId === 'list') return;
        asked = true;
        await held;
      }),
    );
    renderApp('/tool/gen-edit/index?tableId=2');
    await waitFor(() => expect(asked).toBe(true), { timeout: 20_000 });
    const comment = screen.queryByLabelText('表描述');
    // not there, or there but closed to typing: nothing typed now could be lost when the table comes
    if (comment) expect(comment).toBeDisabled();
    answer();
    await waitFor(() => expect(screen.getByLabelText('表名称')).toHaveValue('csp_activity'));
    expect(screen.getByLabelText('表描述')).toBeEnabled();
    expect(screen.getByLabelText('表描述')).not.toHaveValue('');
  });
});
