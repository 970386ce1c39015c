import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../dataProvider/paths';
import { openMediaPicker, type PickedMedia } from '../../../../src/features/media/api';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../../support/timeouts';

// 20 images (photo-19 and photo-20 jpg), one video. The media library page and its picker (spec §2, §5, §8, §9): V07 V14 V16 E10 E11 S08 S19.

const { server, db } = setupDemoServer({ customerCount: 5 });

/** 20 images (the last two jpg, the rest png) and one video, all the admin's, untagged. */
beforeEach(() => {
  for (const a of [...db.list('attach')]) db.remove('attach', Number(a.id));
  for (let n = 1; n <= 20; n += 1) {
    const ext = n >= 19 ? 'jpg' : 'png';
    db.create('attach', {
      name: `photo-${String(n).padStart(2, '0')}.${ext}`,
      type: 0,
      path: `attach/2026/11/p${n}.${ext}`,
      url: `https://cdn.example.com/attach/2026/11/p${n}.${ext}`,
      size: 1000 * n,
      worker_id: 1,
    });
  }
  db.create('attach', {
    name: 'clip.mp4',
    type: 1,
    path: 'attach/v.mp4',
    url: 'https://x/v.mp4',
    size: 9,
    worker_id: 1,
  });
});

/** Records what the app sends to a path (the demo API still answers). */
function recordBodies(method: 'get' | 'post', path: string): unknown[] {
  const seen: unknown[] = [];
  server.use(
    http[method](`*${path}`, async ({ request }) => {
      seen.push(method === 'get' ? request.url : await request.clone().json());
      return undefined;
    }),
  );
  return seen;
}

async function openLibrary() {
  await loginAs('admin');
  await renderApp('/attach', undefined, undefined, 'zh-CN');
  await waitFor(() => expect(screen.getAllByTestId('media-item').length).toBeGreaterThan(0), {
    timeout: 30_000,
  });
}

const itemByName = (name: string) => screen.getByRole('checkbox', { name });

describe('media library page', () => {
  it(
    '[S19] 18 items per page, tags asked 100 at once, the virtual "全部" first',
    async () => {
      const lists = recordBodies('get', API_PATHS.media.list);
      const tagLists = recordBodies('get', API_PATHS.media.tagList);
      await openLibrary();
      expect(screen.getAllByTestId('media-item')).toHaveLength(18);
      expect(screen.getByTestId('media-total')).toHaveTextContent('共 20 项');
      expect(new URL(String(lists[0])).searchParams.get('per_page')).toBe('18');
      expect(new URL(String(tagLists[0])).searchParams.get('per_page')).toBe('100');
      const tags = within(screen.getByTestId('media-tags')).getAllByRole('button');
      expect(tags[1]).toHaveTextContent('全部');
      fireEvent.click(within(screen.getByTestId('media-pagination')).getByRole('button', { name: /2/ }));
      await waitFor(() => expect(screen.getAllByTestId('media-item')).toHaveLength(2), APP_WAIT);
      fireEvent.click(screen.getByTestId('media-type-1'));
      await waitFor(() => expect(screen.getAllByTestId('media-item')).toHaveLength(1), APP_WAIT);
      expect(itemByName('clip.mp4')).toBeInTheDocument();
    },
    APP_TEST_MS,
  );

  it(
    '[V16] [E10] [E11] tags: the name is required, added, renamed by right click, deleted by the ⋮ button',
    async () => {
      const adds = recordBodies('post', API_PATHS.media.tagAdd);
      const edits = recordBodies('post', API_PATHS.media.tagEdit);
      await openLibrary();
      fireEvent.click(screen.getByTestId('media-tag-add'));
      const dialog = await screen.findByTestId('media-tag-dialog');
      fireEvent.click(within(dialog).getByTestId('media-tag-dialog-submit'));
      expect(await within(dialog).findByText('标签名称不能为空!')).toBeInTheDocument();
      expect(adds).toHaveLength(0);
      fireEvent.change(within(dialog).getByTestId('media-tag-name'), { target: { value: ' 新标签 ' } });
      fireEvent.click(within(dialog).getByTestId('media-tag-dialog-submit'));
      expect(await screen.findByText('保存成功', {}, APP_WAIT)).toBeInTheDocument();
      expect(adds).toEqual([{ name: '新标签' }]);
      const created = db.list('attach-tag').find((t) => t.name === '新标签');
      expect(created).toBeDefined();
      const id = Number(created?.id);
      const tagButton = await screen.findByTestId(`media-tag-${id}`, {}, APP_WAIT);
      fireEvent.contextMenu(tagButton);
      fireEvent.click(await screen.findByRole('menuitem', { name: '重命名标签' }));
      const rename = await screen.findByTestId('media-tag-dialog');
      expect(within(rename).getByTestId('media-tag-name')).toHaveValue('新标签');
      fireEvent.change(within(rename).getByTestId('media-tag-name'), { target: { value: '门店新照' } });
      fireEvent.click(within(rename).getByTestId('media-tag-dialog-submit'));
      // With the tag's revision as read (issue 40).
      await waitFor(() => expect(edits).toEqual([{ id, name: '门店新照', revision: 1 }]), APP_WAIT);
      await waitFor(
        () => expect(screen.getByTestId(`media-tag-${id}`)).toHaveTextContent('门店新照'),
        APP_WAIT,
      );
      fireEvent.click(screen.getByRole('button', { name: '标签“门店新照”的操作' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: '删除标签' }));
      expect(await screen.findByText('确认删除当前标签？')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: /确认|Confirm/ }));
      expect(await screen.findByText('删除成功', {}, APP_WAIT)).toBeInTheDocument();
      expect(db.get('attach-tag', id)).toBeUndefined();
    },
    APP_TEST_MS,
  );

  it(
    '[E10] [E11] several items chosen: tagged, untagged, then deleted after the confirmation',
    async () => {
      const tag = db.list('attach-tag')[0];
      const tagging = recordBodies('post', API_PATHS.media.tagging);
      const deletes = recordBodies('post', API_PATHS.media.delete);
      await openLibrary();
      const a = db.list('attach').find((r) => r.name === 'photo-18.png');
      const b = db.list('attach').find((r) => r.name === 'photo-17.png');
      fireEvent.click(itemByName('photo-18.png'));
      fireEvent.click(itemByName('photo-17.png'));
      expect(screen.getByTestId('media-selected-count')).toHaveTextContent('已选择 2 项');
      fireEvent.click(screen.getByTestId('media-tag-selected'));
      fireEvent.click(await screen.findByRole('menuitem', { name: String(tag.name) }));
      expect(await screen.findByText('添加标签成功', {}, APP_WAIT)).toBeInTheDocument();
      expect(tagging[0]).toEqual({ tag_id: tag.id, type: 0, ids: [a?.id, b?.id] });
      expect(db.get('attach', Number(a?.id))?.tag_id).toBe(tag.id);
      fireEvent.click(itemByName('photo-18.png'));
      fireEvent.click(screen.getByTestId('media-untag-selected'));
      fireEvent.click(await screen.findByRole('menuitem', { name: String(tag.name) }));
      expect(await screen.findByText('取消标签成功', {}, APP_WAIT)).toBeInTheDocument();
      expect(tagging[1]).toEqual({ tag_id: tag.id, type: 1, ids: [a?.id] });
      expect(db.get('attach', Number(a?.id))?.tag_id).toBeUndefined();
      fireEvent.click(itemByName('photo-18.png'));
      fireEvent.click(itemByName('photo-17.png'));
      fireEvent.click(screen.getByTestId('media-delete-selected'));
      expect(await screen.findByText('确认删除选中的2图片/视频')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: /确认|Confirm/ }));
      expect(await screen.findByText('删除成功', {}, APP_WAIT)).toBeInTheDocument();
      expect(deletes).toEqual([{ tag_id: 0, ids: [a?.id, b?.id] }]);
      expect(db.get('attach', Number(a?.id))).toBeUndefined();
      expect(db.get('attach', Number(b?.id))).toBeUndefined();
    },
    APP_TEST_MS,
  );

  it(
    '[V07] an image over 5242880 bytes is refused before sending; a smaller one is uploaded',
    async () => {
      let uploads = 0;
      server.use(
        http.post(`*${API_PATHS.media.upload}`, () => {
          uploads += 1;
          return undefined;
        }),
      );
      await openLibrary();
      const input = screen.getByTestId('media-upload-input');
      const big = new File([new Uint8Array(5_242_881)], 'big.png', { type: 'image/png' });
      fireEvent.change(input, { target: { files: [big] } });
      expect(await screen.findByText('请上传小于5M的图片', {}, APP_WAIT)).toBeInTheDocument();
      expect(uploads).toBe(0);
      const small = new File([new Uint8Array([137, 80, 78, 71])], 'small.png', { type: 'image/png' });
      fireEvent.change(input, { target: { files: [small] } });
      await waitFor(() => expect(uploads).toBe(1), APP_WAIT);
      await waitFor(() => expect(db.list('attach').some((r) => r.name === 'small.png')).toBe(true), APP_WAIT);
      expect(await screen.findByText('上传成功', {}, APP_WAIT)).toBeInTheDocument();
      expect(await screen.findByText('上传成功', {}, APP_WAIT)).toBeInTheDocument();
      const stored = db.list('attach').find((r) => r.name === 'small.png');
      expect(stored).toMatchObject({ type: 0, size: 4, worker_id: 1 });
      expect(String(stored?.url)).toMatch(/^data:image\/png;base64,/);
      expect(await screen.findByRole('checkbox', { name: 'small.png' }, APP_WAIT)).toBeInTheDocument();
    },
    APP_TEST_MS,
  );
});

describe('media picker', () => {
  it(
    '[S08] [V14] opening clears the choice, clicks toggle, a refused extension is told, confirm returns (id, url)',
    async () => {
      await openLibrary();
      let picked: Promise<PickedMedia[]> | undefined;
      act(() => {
        picked = openMediaPicker({ accept: ['png'] });
      });
      const dialog = await screen.findByTestId('media-picker', {}, APP_WAIT);
      await waitFor(() => expect(within(dialog).getAllByTestId('media-item').length).toBe(18), APP_WAIT);
      fireEvent.click(within(dialog).getByRole('checkbox', { name: 'photo-20.jpg' }));
      expect(await screen.findByText('不能选择 .jpg 格式!', {}, APP_WAIT)).toBeInTheDocument();
      const first = within(dialog).getByRole('checkbox', { name: 'photo-18.png' });
      const second = within(dialog).getByRole('checkbox', { name: 'photo-17.png' });
      fireEvent.click(first);
      fireEvent.click(second);
      fireEvent.click(second);
      expect(first).toHaveAttribute('aria-checked', 'true');
      expect(second).toHaveAttribute('aria-checked', 'false');
      fireEvent.click(second);
      fireEvent.click(within(dialog).getByTestId('media-picker-confirm'));
      const chosen = await picked;
      const a = db.list('attach').find((r) => r.name === 'photo-18.png');
      const b = db.list('attach').find((r) => r.name === 'photo-17.png');
      expect(chosen?.map((c) => c.id)).toEqual([a?.id, b?.id]);
      expect(chosen?.[0].url).toMatch(/^data:image\/svg\+xml,/);
      await waitFor(() => expect(screen.queryByTestId('media-picker')).toBeNull());
      act(() => {
        picked = openMediaPicker();
      });
      const again = await screen.findByTestId('media-picker', {}, APP_WAIT);
      await waitFor(() => expect(within(again).getAllByTestId('media-item').length).toBe(18), APP_WAIT);
      expect(within(again).queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
      expect(within(again).getByTestId('media-picker-confirm')).toBeDisabled();
    },
    APP_TEST_MS,
  );
});
