import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { IdSelect } from '@/components/IdSelect';

// A record's optional link (a planned lesson's lesson, a school's business developer) comes from
// the server as null when there is none: the select then shows its placeholder, never an id of 0.

const CHOICES = [
  { value: 1, label: 'Photosynthesis' },
  { value: 2, label: 'Seeds' },
];

function Editor({ lessonId }: { lessonId: number | null }) {
  return (
    <Form initialValues={{ lessonId }}>
      <Form.Item name="lessonId" label="Lesson">
        <IdSelect choices={CHOICES} placeholder="Choose a lesson" allowClear />
      </Form.Item>
    </Form>
  );
}

describe('IdSelect', () => {
  it('shows the placeholder, not 0, for a record without the link (null)', () => {
    render(<Editor lessonId={null} />);
    const select = screen.getByRole('combobox', { name: 'Lesson' }).closest('.ant-select')!;
    expect(select).toHaveTextContent('Choose a lesson');
    expect(select).not.toHaveTextContent('0');
  });

  it('shows the chosen record by its name', () => {
    render(<Editor lessonId={2} />);
    const select = screen.getByRole('combobox', { name: 'Lesson' }).closest('.ant-select')!;
    expect(select).toHaveTextContent('Seeds');
  });
});
