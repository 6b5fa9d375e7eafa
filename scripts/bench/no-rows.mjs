// A list call answered by the browser with no rows, for the floors (floor.mjs): the screen draws
// everything it draws for its rows except the rows, and the server's time is out too.

/** Answers a routed list call with no rows; `total` is what the pager shows (none at 0). */
export const fulfillNoRows = (route, total = 0) =>
  route.fulfill({
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify({ code: 200, msg: '操作成功', rows: [], total }),
  });
