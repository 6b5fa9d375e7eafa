import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { locationOf, renderApp } from '../helpers/app';
import { loggedInAs } from '../helpers/session';

describe('/redirect/<path>', () => {
  it('replaces itself with the path it carries, query included', async () => {
    await loggedInAs('admin');
    const router = renderApp('/redirect/admin/school/index?x=1');
    await waitFor(() => expect(locationOf(router)).toBe('/admin/school/index?x=1'));
  });
});
