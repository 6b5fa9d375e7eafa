import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { DraggableModal } from '@/components/DraggableModal';

function panelOf(title: string): HTMLElement {
  return screen.getByText(title).closest('[data-resized], div[style*="translate"]') as HTMLElement;
}

describe('DraggableModal', () => {
  it('moves with its title bar', () => {
    render(
      <DraggableModal open title="编辑">
        内容
      </DraggableModal>,
    );
    const handle = screen.getByText('编辑');
    fireEvent.pointerDown(handle, { button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(window, { clientX: 160, clientY: 130 });
    fireEvent.pointerUp(window);
    expect(panelOf('编辑').style.transform).toBe('translate(60px, 30px)');
    // after the pointer is released, moving does nothing
    fireEvent.pointerMove(window, { clientX: 300, clientY: 300 });
    expect(panelOf('编辑').style.transform).toBe('translate(60px, 30px)');
  });

  it('resizes from its corner, never below the minimum', () => {
    const { baseElement } = render(
      <DraggableModal open title="调整">
        内容
      </DraggableModal>,
    );
    const panel = panelOf('调整');
    panel.getBoundingClientRect = () => ({
      width: 600,
      height: 400,
      top: 0,
      left: 0,
      right: 600,
      bottom: 400,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    const corner = baseElement.querySelector('[title="拖动调整大小"]')!;
    fireEvent.pointerDown(corner, { button: 0, clientX: 600, clientY: 400 });
    fireEvent.pointerMove(window, { clientX: 700, clientY: 450 });
    fireEvent.pointerUp(window);
    expect(panel.style.height).toBe('450px');
    expect((baseElement.querySelector('.ant-modal') as HTMLElement).style.width).toBe('700px');
    fireEvent.pointerDown(corner, { button: 0, clientX: 600, clientY: 400 });
    fireEvent.pointerMove(window, { clientX: 0, clientY: 0 });
    expect(panel.style.height).toBe('160px');
  });
});
