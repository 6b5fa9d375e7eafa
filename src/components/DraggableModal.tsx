import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Modal, type ModalProps } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './DraggableModal.module.css';

interface Offset {
  x: number;
  y: number;
}
interface Size {
  width: number;
  height: number;
}

/** Smallest size a dialog can be resized to. */
const MIN_WIDTH = 320;
const MIN_HEIGHT = 160;

/** Tracks a pointer drag from a pointerdown and reports the movement since it started. */
function track(event: ReactPointerEvent, onMove: (dx: number, dy: number) => void) {
  if (event.button !== 0) return;
  event.preventDefault();
  const startX = event.clientX;
  const startY = event.clientY;
  const move = (e: PointerEvent) => onMove(e.clientX - startX, e.clientY - startY);
  const up = () => {
    window.removeEventListener('pointermove', move);
    window.removeEventListener('pointerup', up);
  };
  window.addEventListener('pointermove', move);
  window.addEventListener('pointerup', up);
}

/**
 * antd Modal that can be moved by its title bar and resized from its lower right corner.
 * Position and size start afresh every time it opens. Every edit form uses it.
 */
export function DraggableModal({ title, modalRender, afterOpenChange, width = 600, ...props }: ModalProps) {
  const { t } = useTranslation('widgets');
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const [size, setSize] = useState<Size | null>(null);
  const panel = useRef<HTMLDivElement>(null);

  const startDrag = (event: ReactPointerEvent) => {
    const from = offset;
    const box = panel.current?.getBoundingClientRect();
    track(event, (dx, dy) => {
      // Keep the title bar reachable: the panel's top stays inside the window.
      const minY = box ? -box.top + from.y : -Infinity;
      const maxY = box ? window.innerHeight - box.top - 40 + from.y : Infinity;
      const limitX = box ? window.innerWidth - 80 : Infinity;
      setOffset({
        x: Math.max(-limitX, Math.min(limitX, from.x + dx)),
        y: Math.max(minY, Math.min(maxY, from.y + dy)),
      });
    });
  };

  const startResize = (event: ReactPointerEvent) => {
    const box = panel.current?.getBoundingClientRect();
    if (!box) return;
    track(event, (dx, dy) =>
      setSize({ width: Math.max(MIN_WIDTH, box.width + dx), height: Math.max(MIN_HEIGHT, box.height + dy) }),
    );
  };

  const render = (node: React.ReactNode) => (
    <div
      ref={panel}
      className={styles.panel}
      style={{ transform: `translate(${offset.x}px, ${offset.y}px)`, height: size?.height }}
      data-resized={size ? '' : undefined}
    >
      {modalRender ? modalRender(node) : node}
      <span className={styles.resizer} aria-hidden title={t('dialog.resize')} onPointerDown={startResize} />
    </div>
  );

  return (
    <Modal
      {...props}
      width={size?.width ?? width}
      title={
        title === undefined || title === null ? (
          title
        ) : (
          <div className={styles.handle} onPointerDown={startDrag}>
            {title}
          </div>
        )
      }
      modalRender={render}
      afterOpenChange={(open) => {
        if (!open) {
          setOffset({ x: 0, y: 0 });
          setSize(null);
        }
        afterOpenChange?.(open);
      }}
    />
  );
}
