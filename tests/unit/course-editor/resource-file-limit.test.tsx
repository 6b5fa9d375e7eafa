import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { i18n } from '@/i18n';
import { BulkUpload } from '@/features/course/editor/BulkUpload';
import { ResourceFiles } from '@/features/course/editor/ResourceFiles';
import { RESOURCE_MAX_FILES } from '@/features/course/editor/useFileUploads';
import type { CourseFile } from '@/features/course/types';
import { resetFeedback } from '../helpers/feedback';
import { answerUploads, countUploads, fileInput, fileOf } from '../widgets/upload-helpers';

// A course's and a lesson's file lists take at most RESOURCE_MAX_FILES files each (see
// docs/readings.md): the list says so under its button, and a selection that would go past it is
// refused whole, with the upload widget's message, before anything is sent. The backend refuses
// such a list as well (tests/server/course/course-edit.test.ts).

const user = () => userEvent.setup({ applyAccept: false });
afterEach(async () => {
  resetFeedback();
  vi.restoreAllMocks();
  await i18n.changeLanguage('zh');
});

const stored = (count: number): CourseFile[] =>
  Array.from({ length: count }, (_, i) => ({
    fileName: `第${i + 1}课.pdf`,
    url: `/csp/system/oss/file/${i + 1}/f${i + 1}.pdf`,
    size: 1200,
    contentType: 'application/pdf',
    downloadable: true,
  }));

/** The courseware list of a form that already holds `count` files; the form is returned to read it. */
function renderList(count: number, widget: 'list' | 'bulk' = 'list') {
  let form: ReturnType<typeof Form.useForm>[0] | undefined;
  function Host() {
    const [own] = Form.useForm();
    form = own;
    return (
      <Form form={own} initialValues={{ courseware: stored(count) }}>
        {widget === 'bulk' ? <BulkUpload /> : null}
        <Form.Item name="courseware" label="课件">
          <ResourceFiles name="courseware" label="课件" />
        </Form.Item>
      </Form>
    );
  }
  const { container } = render(<Host />);
  const files = () => (form!.getFieldValue('courseware') as CourseFile[]).length;
  return { container, files };
}

async function refused(count: number, chosen: number, message: string, widget: 'list' | 'bulk' = 'list') {
  // an earlier test's message may still be in the document (jsdom runs no closing animation)
  const earlier = screen.queryAllByText(message).length;
  const uploads = countUploads();
  const { container, files } = renderList(count, widget);
  const picks = Array.from({ length: chosen }, (_, i) => fileOf(`新增${i + 1}.pdf`));
  await user().upload(fileInput(container), picks);
  await waitFor(() => expect(screen.queryAllByText(message)).toHaveLength(earlier + 1));
  // nothing sent, the list as it was
  await new Promise((r) => setTimeout(r, 50));
  expect(uploads.count).toBe(0);
  expect(files()).toBe(count);
  uploads.stop();
}

describe('course resource lists: at most RESOURCE_MAX_FILES files each', () => {
  it('is a stated limit above the widget default of 5', () => {
    expect(RESOURCE_MAX_FILES).toBe(20);
  });

  it('says the limit under the upload button, in both languages', async () => {
    renderList(0);
    expect(screen.getByText('单个文件不超过 5 MB，每个列表最多 20 个文件')).toBeInTheDocument();
    await i18n.changeLanguage('en');
    expect(await screen.findByText('Each file up to 5 MB, at most 20 files per list')).toBeInTheDocument();
  });

  it('refuses the file past the limit with the upload message', async () => {
    await refused(20, 1, '上传文件数量不能超过 20 个!');
  });

  it('refuses a selection that would go past it, whole', async () => {
    await refused(18, 3, '上传文件数量不能超过 20 个!');
  });

  it('says it in English', async () => {
    await i18n.changeLanguage('en');
    await refused(20, 1, 'No more than 20 files can be uploaded!');
  });

  it('the lesson editor bulk upload refuses files past the chosen list limit', async () => {
    await refused(19, 2, '上传文件数量不能超过 20 个!', 'bulk');
  });

  it('takes files up to the limit', async () => {
    answerUploads('ok');
    const { container, files } = renderList(18);
    await user().upload(fileInput(container), [fileOf('新增1.pdf'), fileOf('新增2.pdf')]);
    await waitFor(() => expect(files()).toBe(20));
  });
});
