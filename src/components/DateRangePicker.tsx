import { useEffect, useImperativeHandle, useRef, useState, type ComponentProps } from 'react';
import { DatePicker, type GetRef } from 'antd';

type RangePickerProps = ComponentProps<typeof DatePicker.RangePicker>;
type PickerHandle = GetRef<typeof DatePicker.RangePicker>;
type KeyDownArgs = Parameters<NonNullable<RangePickerProps['onKeyDown']>>;
type FocusArgs = Parameters<NonNullable<RangePickerProps['onFocus']>>;

/** A field of the range: 0 the start, 1 the end (the picker's own numbering). */
type Field = 0 | 1;

/**
 * antd's `DatePicker.RangePicker` (same props) that a keyboard user can Tab through like any two
 * fields: Tab goes from the start to the end and out of the picker, closing the calendar on the
 * way (Shift+Tab the other way round); Escape closes the calendar and keeps the focus. On its own
 * antd keeps the focus in a field with no date yet and reopens the calendar to ask for the other
 * one, which traps a keyboard user: here a Tab it undid is redone, and it may not take the focus
 * back until the user presses a key or the pointer again. Typing and picking stay antd's.
 */
export function DateRangePicker({ ref, open, onOpenChange, onKeyDown, onFocus, onBlur, ...props }: RangePickerProps) {
  const [shown, setShown] = useState(false);
  const isOpen = open ?? shown;
  const picker = useRef<PickerHandle>(null);
  useImperativeHandle(ref, () => picker.current as PickerHandle);

  const openNow = useRef(isOpen);
  useEffect(() => {
    openNow.current = isOpen;
  });
  /** A Tab between the two fields: the field it leaves and the one it goes to. */
  const switching = useRef<{ from: Field; to: Field } | null>(null);
  /** Tab on the end or Shift+Tab on the start was pressed; the focus is about to leave. */
  const leaving = useRef(false);
  /** Where such a Tab took the focus, until the user presses a key or the pointer. */
  const away = useRef<HTMLElement | null>(null);
  /** The Escape this component sends to end the picker's interaction (not the user's). */
  const ownEscape = useRef<Event | null>(null);

  // Any key or pointer press is the user's: what came before no longer needs minding.
  useEffect(() => {
    const userActs = (event: Event) => {
      if (event === ownEscape.current) return;
      switching.current = null;
      away.current = null;
    };
    document.addEventListener('keydown', userActs, true);
    document.addEventListener('pointerdown', userActs, true);
    return () => {
      document.removeEventListener('keydown', userActs, true);
      document.removeEventListener('pointerdown', userActs, true);
    };
  }, []);

  const fields = () => {
    const inputs = picker.current?.nativeElement?.querySelectorAll('input');
    return inputs && inputs.length === 2 ? ([inputs[0], inputs[1]] as const) : null;
  };
  const fieldOf = (element: EventTarget | null): Field | null => {
    const both = fields();
    if (!both || !element) return null;
    return element === both[0] ? 0 : element === both[1] ? 1 : null;
  };

  const changeOpen = (next: boolean) => {
    // the picker reopening itself after a Tab took the focus away from it
    if (next && away.current) return;
    setShown(next);
    onOpenChange?.(next);
  };
  const close = () => {
    if (openNow.current) changeOpen(false);
  };

  /** The picker kept the focus in the field a Tab left: end its interaction, then move on. */
  const redoSwitch = ({ from, to }: { from: Field; to: Field }) => {
    const both = fields();
    if (!both || document.activeElement !== both[from]) return;
    const escape = new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true, cancelable: true });
    ownEscape.current = escape;
    both[from].dispatchEvent(escape);
    ownEscape.current = null;
    both[to].focus();
  };

  /** After the browser moved the focus for a Tab out of the picker. */
  const leave = () => {
    leaving.current = false;
    const active = document.activeElement;
    const target = away.current ?? (fieldOf(active) === null && active instanceof HTMLElement ? active : null);
    if (target && target !== document.body) {
      away.current = target;
      // the picker already took the focus back
      if (fieldOf(active) !== null) target.focus();
    }
    close();
  };

  const keyDown = (...[event, preventDefault]: KeyDownArgs) => {
    if (event.nativeEvent === ownEscape.current) {
      // seen by the picker; not to close a dialog around it or reach the page's shortcuts
      event.stopPropagation();
      return;
    }
    onKeyDown?.(event, preventDefault);
    if (event.key !== 'Tab' || event.defaultPrevented) return;
    const field = fieldOf(event.target);
    if (field === null) return;
    if ((field === 0) !== event.shiftKey) {
      switching.current = { from: field, to: field === 0 ? 1 : 0 };
    } else {
      leaving.current = true;
      away.current = null;
      setTimeout(leave);
    }
  };

  const focus = (...[event, info]: FocusArgs) => {
    onFocus?.(event, info);
    const field = fieldOf(event.target);
    if (field === null) return;
    const move = switching.current;
    if (move && field === move.from) {
      switching.current = null;
      setTimeout(() => redoSwitch(move));
    } else if (away.current && !leaving.current) {
      const target = away.current;
      setTimeout(() => {
        if (away.current !== target) return;
        target.focus();
        close();
      });
    }
  };

  const blur = (...[event, info]: FocusArgs) => {
    onBlur?.(event, info);
    const to = event.relatedTarget;
    if (leaving.current && to instanceof HTMLElement && fieldOf(to) === null) away.current = to;
  };

  return (
    <DatePicker.RangePicker
      {...props}
      ref={picker}
      open={isOpen}
      onOpenChange={changeOpen}
      onKeyDown={keyDown}
      onFocus={focus}
      onBlur={blur}
    />
  );
}
