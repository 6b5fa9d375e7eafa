import { Form, Input, InputNumber } from 'antd';
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { required } from '@/features/course/editor/rules';

// The editors' required rule on numbers and on text, through a real antd form.

async function failing(values: Record<string, unknown>) {
  let errors: string[] = [];
  function Probe() {
    const [form] = Form.useForm();
    return (
      <Form form={form} initialValues={values}>
        <Form.Item name="hours" rules={[required('课时数')]}>
          <InputNumber />
        </Form.Item>
        <Form.Item name="title" rules={[required('课程名称', true)]}>
          <Input />
        </Form.Item>
        <button
          type="button"
          onClick={() => {
            void form.validateFields().catch((e: { errorFields: Array<{ errors: string[] }> }) => {
              errors = e.errorFields.flatMap((f) => f.errors);
            });
          }}
        >
          check
        </button>
      </Form>
    );
  }
  const view = render(<Probe />);
  await act(async () => {
    view.getByText('check').click();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  view.unmount();
  return errors;
}

describe('required()', () => {
  it('takes a number as present (a loaded grade or class hours)', async () => {
    expect(await failing({ hours: 8, title: '光与影' })).toEqual([]);
  });

  it('names the missing field, and takes blanks in a text field as missing', async () => {
    expect(await failing({ title: '   ' })).toEqual(['课时数不能为空', '课程名称不能为空']);
  });
});
