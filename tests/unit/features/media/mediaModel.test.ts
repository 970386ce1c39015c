import { describe, expect, it } from 'vitest';
import type { MediaItem } from '../../../../dataProvider/methods';
import {
  LIBRARY_IMAGE_LIMIT,
  MEDIA_PAGE_SIZE,
  MEDIA_TAG_PAGE_SIZE,
  PICKER_SIZE_LIMIT,
  itemExtension,
  pageCount,
  pickRefusal,
  pickedOf,
  toggleChoice,
  uploadProblem,
} from '../../../../src/features/media/mediaModel';

const item = (id: number, path: string, size = 1000, type: 0 | 1 = 0): MediaItem => ({
  id,
  name: `n${id}`,
  url: `u${id}`,
  path,
  type,
  tag_id: 0,
  size,
  worker_id: 1,
});

describe('media model', () => {
  it('[S19] 18 media per page, 100 tags at once', () => {
    expect(MEDIA_PAGE_SIZE).toBe(18);
    expect(MEDIA_TAG_PAGE_SIZE).toBe(100);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(36)).toBe(2);
    expect(pageCount(37)).toBe(3);
  });

  it('[V07] an image over 5242880 bytes is refused, not a video', () => {
    expect(LIBRARY_IMAGE_LIMIT).toBe(5_242_880);
    expect(uploadProblem({ size: 5_242_880 }, 0)).toBeUndefined();
    expect(uploadProblem({ size: 5_242_881 }, 0)).toBe('app.media.upload.too_large');
    expect(uploadProblem({ size: 50_000_000 }, 1)).toBeUndefined();
  });

  it('[V14] the picker refuses an extension not accepted or an item over the size limit, naming the extension', () => {
    expect(itemExtension({ path: 'a/b/C.JPG', name: 'x' })).toBe('jpg');
    expect(itemExtension({ path: '', name: 'clip.mp4' })).toBe('mp4');
    expect(pickRefusal(item(1, 'a.png'), {})).toBeUndefined();
    expect(pickRefusal(item(1, 'a.bmp'), {})).toBe('bmp');
    expect(pickRefusal(item(1, 'a.jpg'), { accept: ['png'] })).toBe('jpg');
    expect(pickRefusal(item(1, 'a.png', PICKER_SIZE_LIMIT + 1), {})).toBe('png');
    expect(pickRefusal(item(1, 'a.png', 2000), { maxSize: 1000 })).toBe('png');
    expect(pickRefusal(item(1, 'v.mp4', 9, 1), {})).toBeUndefined();
  });

  it('[S08] a click toggles, max 1 replaces, max n refuses more; the answer is (id, url) in order', () => {
    const a = item(1, 'a.png');
    const b = item(2, 'b.png');
    const c = item(3, 'c.png');
    let chosen = toggleChoice(new Map(), a) ?? new Map();
    chosen = toggleChoice(chosen, b) ?? chosen;
    expect(pickedOf(chosen)).toEqual([
      { id: 1, url: 'u1' },
      { id: 2, url: 'u2' },
    ]);
    expect(pickedOf(toggleChoice(chosen, a) ?? chosen)).toEqual([{ id: 2, url: 'u2' }]);
    expect(pickedOf(toggleChoice(chosen, c, 1) ?? chosen)).toEqual([{ id: 3, url: 'u3' }]);
    expect(toggleChoice(chosen, c, 2)).toBeUndefined();
  });
});
