import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { asc, eq } from 'drizzle-orm';
import { server } from '../helpers/msw-server';
import * as saver from '@/utils/save-blob';
import { courseFiles, courseSchools } from '../../../server/db/schema';
import { renderApp } from '../helpers/app';
import { expireSessions, runOnRealServer, serverDb } from '../helpers/real-server';
import { loggedInAs } from '../helpers/session';
import { resetFeedback } from '../helpers/feedback';
import { questionDialog } from '../system/helpers/dialogs';

runOnRealServer();

const OK = /确\s?定/;

/** The ids of the schools the server has course 1 open to, in order. */
async function schoolsOfCourse1(): Promise<number[]> {
  const rows = await serverDb()
    .select({ schoolId: courseSchools.schoolId })
    .from(courseSchools)
    .where(eq(courseSchools.courseId, 1))
    .orderBy(asc(courseSchools.schoolId));
  return rows.map((r) => r.schoolId);
}

afterEach(() => {
  resetFeedback();
  vi.restoreAllMocks();
});

async function openDetail(username = 'admin', courseId = 1) {
  await loggedInAs(username);
  renderApp(`/admin/course/detail/${courseId}`);
  // the first screen of a file loads its lazy chunks: give it longer than a later wait
  await screen.findByText('课程资源', {}, { timeout: 15_000 });
}

const resources = () => screen.getByText('课程资源').closest('.ant-card') as HTMLElement;
const lessonsCard = () => screen.getByText(/^课时（/).closest('.ant-card') as HTMLElement;
const schoolsList = () => screen.getByRole('region', { name: '关联学校' });

describe('course detail page', () => {
  it('shows the basic information of the course', async () => {
    await openDetail();
    expect(screen.getAllByText('走进电路世界').length).toBeGreaterThan(0);
    expect(screen.getByText('Into the World of Circuits')).toBeInTheDocument();
    expect(await screen.findByText('科学')).toBeInTheDocument();
    expect(screen.getByText('物理')).toBeInTheDocument();
    expect(screen.getByText('4–6 年级')).toBeInTheDocument();
    expect(screen.getByText('8 课时（8 个课时内容）')).toBeInTheDocument();
  });

  it('links every resource to its preview and offers a download only where the file may be downloaded', async () => {
    await openDetail();
    const card = within(resources());
    expect(card.getByText('走进电路世界-课件.pdf')).toBeInTheDocument();
    const previews = card.getAllByRole('link', { name: /预览/ }).map((a) => a.getAttribute('href'));
    expect(previews).toContain('/courseFileView?fileId=1');
    expect(card.getByRole('button', { name: '下载 走进电路世界-课件.pdf' })).toBeInTheDocument();
  });

  it('shows a lesson’s files as lesson documents, without a download for a file that may not be downloaded', async () => {
    const user = userEvent.setup();
    await openDetail();
    await user.click(within(lessonsCard()).getByText(/第 4 课时：/));
    const file = await within(lessonsCard()).findByText('第4课时-课件.pdf');
    const item = file.closest('li') as HTMLElement;
    const [seededFile] = await serverDb().select().from(courseFiles).where(eq(courseFiles.fileId, 10));
    expect(seededFile?.downloadable).toBe(false);
    expect(within(item).queryByRole('button', { name: /下载/ })).toBeNull();
    expect(within(item).getByText('仅供在线预览')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: /预览/ })).toHaveAttribute('href', '/docView?fileId=10');
  });

  it('downloads one file under its name', async () => {
    const save = vi.spyOn(saver, 'saveBlob').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await openDetail();
    await user.click(within(resources()).getByRole('button', { name: '下载 走进电路世界-课件.pdf' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0][1]).toBe('走进电路世界-课件.pdf');
  });

  it('downloads every resource as one zip named after the course', async () => {
    const save = vi.spyOn(saver, 'saveBlob').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await openDetail();
    await user.click(screen.getByRole('button', { name: /下载全部资源/ }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0][1]).toBe('走进电路世界.zip');
    expect(save.mock.calls[0][0].type).toBe('application/zip');
  });

  it('shows the message when the zip call answers JSON instead of a file, and saves nothing', async () => {
    const save = vi.spyOn(saver, 'saveBlob').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await openDetail();
    server.use(http.get('*/csp/course/download/zip/:id', () => HttpResponse.json({ code: 500, msg: '文件不存在' })));
    await user.click(screen.getByRole('button', { name: /下载全部资源/ }));
    expect(await screen.findByText('文件不存在')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('says the session expired when the zip is refused for that reason', async () => {
    const save = vi.spyOn(saver, 'saveBlob').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await openDetail();
    expireSessions();
    await user.click(screen.getByRole('button', { name: /下载全部资源/ }));
    expect(await screen.findByText('无效的会话，或者会话已过期，请重新登录。')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('associates schools and dissociates one after a question naming it', async () => {
    const user = userEvent.setup();
    await openDetail();
    await within(schoolsList()).findByText('北京市海淀区实验小学');
    const seeded = await schoolsOfCourse1();
    await user.click(screen.getByRole('combobox', { name: '选择要关联的学校' }));
    await user.click((await screen.findAllByTitle('深圳南山中学国际部')).at(-1)!);
    await user.click(screen.getByRole('button', { name: /^关\s?联$/ }));
    expect(await screen.findByText('关联成功')).toBeInTheDocument();
    await within(schoolsList()).findByText('深圳南山中学国际部');
    // school 3 (深圳南山中学国际部) joins the schools the seed gave the course
    expect(await schoolsOfCourse1()).toEqual([...seeded, 3].sort((a, b) => a - b));

    await user.click(within(schoolsList()).getByRole('button', { name: '解除关联：北京市海淀区实验小学' }));
    const question = await questionDialog('确认解除“北京市海淀区实验小学”与课程“走进电路世界”的关联吗？');
    await user.click(question.getByRole('button', { name: OK }));
    expect(await screen.findByText('已解除关联')).toBeInTheDocument();
    await waitFor(() => expect(within(schoolsList()).queryByText('北京市海淀区实验小学')).toBeNull());
    expect(await schoolsOfCourse1()).toEqual([...seeded, 3].filter((id) => id !== 1).sort((a, b) => a - b));
  });

  it('shows a principal the schools without the controls to change them', async () => {
    await openDetail('principal');
    await within(schoolsList()).findByText('北京市海淀区实验小学');
    expect(screen.queryByRole('combobox', { name: '选择要关联的学校' })).toBeNull();
    expect(within(schoolsList()).queryByRole('button', { name: /解除/ })).toBeNull();
    expect(screen.queryByText(/^修\s?改$/)).toBeNull();
  });

  it('says so for a course that does not exist', async () => {
    await loggedInAs('admin');
    renderApp('/admin/course/detail/4242');
    expect(await screen.findByText('课程不存在或已被删除')).toBeInTheDocument();
  });
});
