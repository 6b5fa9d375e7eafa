import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from 'antd';
import { showClickWave } from '@/components/click-wave';

const token = theme.getDesignToken();
const press = (element: HTMLElement, component: 'Button' | 'Checkbox' = 'Button') =>
  showClickWave(element, { component, token, event: new MouseEvent('click'), className: '', hashId: '' });

const ringIn = (element: HTMLElement) => element.querySelector<HTMLElement>(':scope > [aria-hidden="true"]');

function button(className = 'ant-btn') {
  const element = document.createElement('button');
  element.className = className;
  element.textContent = 'Search';
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('showClickWave', () => {
  it('puts a ring in the theme colour into the pressed element and takes it out when it has faded', () => {
    const element = button();
    press(element);
    const ring = ringIn(element);
    expect(ring).not.toBeNull();
    expect(element.firstChild).toBe(ring);
    expect(element).toHaveTextContent('Search');
    expect(ring!.style.getPropertyValue('--click-wave-color')).toBe(token.colorPrimary);
    // an animation of something inside the button is not the ring's end
    element.dispatchEvent(new Event('animationend', { bubbles: true }));
    ring!.dispatchEvent(new Event('animationend', { bubbles: true }));
    expect(ringIn(element)).toBeNull();
  });

  it('draws a dangerous button’s ring in the error colour', () => {
    const element = button('ant-btn ant-btn-dangerous');
    press(element);
    expect(ringIn(element)!.style.getPropertyValue('--click-wave-color')).toBe(token.colorError);
  });

  it('shows nothing when a checkbox is being cleared, as antd does', () => {
    const box = document.createElement('span');
    box.innerHTML = '<input type="checkbox" />';
    document.body.append(box);
    press(box, 'Checkbox');
    expect(ringIn(box)).toBeNull();
    box.querySelector('input')!.checked = true;
    press(box, 'Checkbox');
    expect(ringIn(box)).not.toBeNull();
  });

  it('shows nothing to a user who asked for less motion', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
    );
    const element = button();
    press(element);
    expect(ringIn(element)).toBeNull();
  });
});
