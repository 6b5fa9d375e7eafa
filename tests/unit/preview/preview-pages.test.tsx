import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import userEvent from '@testing-library/user-event';
import { sampleUrl } from '../../../server/db/seed/samples/sample-files';
import { renderApp } from '../helpers/app';
import { runOnRealServer, serverDb } from '../helpers/real-server';
import { clock as serverClock } from '../../server/helpers/harness';
import { users } from '../../../server/db/schema';
import { signerFor } from '../../../server/lib/file-signing';
import { signAddresses } from '../../../server/areas/file/addresses';
import { loggedInAs } from '../helpers/session';
import {
  addCourseFiles,
  addTestLesson,
  courseFileRow,
  sampleOf,
  TEST_LESSON_ID,
} from '../../server/helpers/rows/course-file-rows';

runOnRealServer();

// pdf.js needs a canvas and a worker, which jsdom lacks (see the stand-in).
vi.mock('react-pdf', () => import('../helpers/react-pdf-stand-in'));

// jsdom has no blob: URLs; the image, video and audio viewers only need one to exist.
const originalCreate = URL.createObjectURL;
const originalRevoke = URL.revokeObjectURL;
beforeAll(async () => {
  // The shell and the pages load as lazy chunks; transformed once here, a test's first render
  // does not spend its time budget on them.
  await Promise.all([
    import('@/layout/Layout'),
    import('@/layout/tabs/CachedPages'),
    import('@/features/preview/CourseFileViewPage'),
    import('@/features/preview/viewers/PdfViewer'),
  ]);
  URL.createObjectURL = () => 'blob:preview-test';
  URL.revokeObjectURL = () => undefined;
}, 60_000);
afterAll(() => {
  URL.createObjectURL = originalCreate;
  URL.revokeObjectURL = originalRevoke;
});

beforeEach(async () => {
  await addTestLesson();
  await addCourseFiles(
    courseFileRow(7001, 'pdf'),
    courseFileRow(7002, 'zip', { downloadable: false, lessonId: TEST_LESSON_ID, kind: 'material' }),
    courseFileRow(7003, 'zip'),
    // Bytes that are not what the name says: the viewer must say so, not go blank.
    courseFileRow(7004, 'txt', { fileName: '损坏的教案.pdf', contentType: 'application/pdf' }),
    courseFileRow(7005, 'zip', { fileName: '损坏的表格.xlsx', contentType: sampleOf('xlsx').contentType }),
    courseFileRow(7006, 'txt', { fileName: '损坏的讲义.docx', contentType: sampleOf('docx').contentType }),
  );
});

const main = () => screen.getByRole('main');
const downloadButton = () => within(main()).queryByRole('button', { name: /下\s?载/ });

async function open(path: string) {
  await loggedInAs('teacher');
  renderApp(path);
  // The first test of the file also loads the shell's chunks.
  await screen.findByRole('main', {}, { timeout: 15_000 });
}

describe('course file preview', () => {
  it('shows a PDF with its page count, page navigation and zoom', async () => {
    const user = userEvent.setup();
    await open('/courseFileView?fileId=7001');
    expect(await within(main()).findByText('第 1 页，共 3 页')).toBeInTheDocument();
    expect(within(main()).getByText('课程: 走进电路世界')).toBeInTheDocument();
    expect(within(main()).getByText('课件')).toBeInTheDocument();
    await user.click(within(main()).getByRole('button', { name: '下一页' }));
    expect(within(main()).getByText('第 2 页，共 3 页')).toBeInTheDocument();
    expect(screen.getByTestId('pdf-page')).toHaveTextContent('page 2');
    const zoom = () =>
      Number(
        within(main())
          .getByText(/^\d+%$/)
          .textContent!.replace('%', ''),
      );
    const fitted = zoom();
    await user.click(within(main()).getByRole('button', { name: '放大' }));
    expect(zoom()).toBeGreaterThan(fitted);
    expect(within(main()).getByRole('button', { name: /适合宽度/ })).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(main()).getByRole('button', { name: /适合宽度/ }));
    expect(zoom()).toBe(fitted);
  });

  it('offers the download of a downloadable file', async () => {
    await open('/courseFileView?fileId=7003');
    expect(await within(main()).findByText('此类型的文件无法在线预览')).toBeInTheDocument();
    expect(downloadButton()).toBeInTheDocument();
  });

  it('has no download action for a file that may not be downloaded, and says so', async () => {
    await open('/docView?fileId=7002');
    expect(await within(main()).findByText('此类型的文件无法在线预览')).toBeInTheDocument();
    expect(within(main()).getByText('此文件不允许下载')).toBeInTheDocument();
    expect(within(main()).getByText('课时: 第一课 认识电路')).toBeInTheDocument();
    expect(within(main()).getByText('ZIP')).toBeInTheDocument();
    expect(downloadButton()).not.toBeInTheDocument();
  });

  it('opens a course file by id at /fileView, with no download when it may not be downloaded', async () => {
    await open('/fileView?fileId=7002');
    expect(await within(main()).findByText('此文件不允许下载')).toBeInTheDocument();
    expect(within(main()).getByText('课时: 第一课 认识电路')).toBeInTheDocument();
    expect(downloadButton()).not.toBeInTheDocument();
  });

  it('explains an unknown id with the backend’s message', async () => {
    await open('/docView?fileId=999999');
    expect(await within(main()).findByText('文件无法打开')).toBeInTheDocument();
    expect(within(main()).getAllByText('文件不存在').length).toBeGreaterThan(0);
  });

  it('asks for a file when the address names none', async () => {
    await open('/courseFileView');
    expect(await within(main()).findByText('未指定要预览的文件')).toBeInTheDocument();
  });

  it('says a PDF that does not parse cannot be displayed, and keeps its details', async () => {
    await open('/courseFileView?fileId=7004');
    expect(await within(main()).findByText('文件无法显示')).toBeInTheDocument();
    expect(within(main()).getByText('Invalid PDF structure.')).toBeInTheDocument();
    expect(within(main()).getAllByText('损坏的教案.pdf').length).toBeGreaterThan(0);
    expect(downloadButton()).toBeInTheDocument();
  });

  it('says a spreadsheet that does not parse cannot be displayed', async () => {
    await open('/courseFileView?fileId=7005');
    expect(await within(main()).findByText('文件无法显示', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('says a Word document that does not parse cannot be displayed', async () => {
    await open('/courseFileView?fileId=7006');
    expect(await within(main()).findByText('文件无法显示', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(main()).getAllByText('损坏的讲义.docx').length).toBeGreaterThan(0);
  });
});

// jsdom's XMLHttpRequest hands binary answers over as text, so zip-based files (.xlsx, .docx)
// arrive damaged here; their content is checked in the browser tests (tests/e2e/preview-files).
describe('file preview by address', () => {
  /** The page for a sample file, at the address signed for the teacher, as the server's answers hand it out. */
  const view = async (ext: string) => {
    const file = sampleOf(ext);
    const [teacher] = await serverDb()
      .select({ userId: users.userId })
      .from(users)
      .where(eq(users.userName, 'teacher'));
    const signed = signAddresses(sampleUrl(file), await signerFor(serverDb(), teacher.userId, serverClock.now()));
    return `/fileView?url=${encodeURIComponent(signed)}&name=${encodeURIComponent(file.fileName)}`;
  };

  it('shows text', async () => {
    await open(await view('txt'));
    expect(await within(main()).findByText(/阅读材料：电的发现/)).toBeInTheDocument();
  });

  it('shows an image under its name', async () => {
    await open(await view('png'));
    expect(await within(main()).findByRole('img', { name: '电路示意图.png' })).toBeInTheDocument();
  });

  it('offers an uploaded file’s download even when no viewer opens it', async () => {
    await open(await view('zip'));
    expect(await within(main()).findByText('此类型的文件无法在线预览')).toBeInTheDocument();
    expect(downloadButton()).toBeInTheDocument();
  });

  it('refuses an address on another site without asking for it', async () => {
    await open(`/fileView?url=${encodeURIComponent('https://example.com/x.pdf')}`);
    expect(await within(main()).findByText('无法预览此地址的文件')).toBeInTheDocument();
    expect(within(main()).getByText('只能预览本系统中存储的文件。')).toBeInTheDocument();
  });

  it('shows the backend’s message when a JSON error comes instead of the bytes', async () => {
    await open(`/fileView?url=${encodeURIComponent('/csp/system/oss/file/424242/x.pdf')}`);
    expect(await within(main()).findByText('文件无法打开')).toBeInTheDocument();
    expect(within(main()).getAllByText('文件不存在').length).toBeGreaterThan(0);
    expect(within(main()).getAllByText('x.pdf').length).toBeGreaterThan(0);
  });
});
