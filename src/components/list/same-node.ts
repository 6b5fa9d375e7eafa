import { isValidElement } from 'react';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * Whether two things a screen passes down (elements, arrays of them, records of them, their
 * props) would draw the same: elements of the same type and key with the same props, compared
 * the same way, and anything else by identity. A function or a list of options made afresh in
 * each render counts as a change, so a memoised part never misses one; plain elements such as
 * `<DisciplineFilter />` or `<Form.Item name="kind" label="…"><Input /></Form.Item>` compare equal.
 */
export function sameNode(before: unknown, after: unknown): boolean {
  if (Object.is(before, after)) return true;
  if (Array.isArray(before) && Array.isArray(after)) {
    return before.length === after.length && before.every((item, i) => sameNode(item, after[i]));
  }
  if (isValidElement(before) && isValidElement(after)) {
    return before.type === after.type && before.key === after.key && sameNode(before.props, after.props);
  }
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = Object.keys(before);
    return (
      keys.length === Object.keys(after).length &&
      keys.every((key) => Object.hasOwn(after, key) && sameNode(before[key], after[key]))
    );
  }
  return false;
}
