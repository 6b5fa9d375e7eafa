import { describe, expect, it } from 'vitest';
import { screenNameAt } from '@/router/known-screens';

// A reload starts fetching the screen's chunk while the user and menu load; it must find the
// same screen the menu will open.
describe('the screen an address shows, before the menu has arrived', () => {
  it('is the component of the same name for a menu page', () => {
    expect(screenNameAt('/admin/banner/index')).toBe('admin/banner/index');
    expect(screenNameAt('/user/schedule/fullCalendar/')).toBe('user/schedule/fullCalendar');
  });

  it('is the declared component for a hidden page with parameters', () => {
    expect(screenNameAt('/admin/activity/edit/12')).toBe('admin/activity/edit');
  });

  it('is nothing for an address that no screen shows', () => {
    expect(screenNameAt('/admin/nothing/here')).toBeNull();
    expect(screenNameAt('/admin/activity/edit/not-a-number')).toBeNull();
    expect(screenNameAt('/')).toBeNull();
  });
});
