import type { WriteRow } from './types';

export const writes: WriteRow[] = [
  {
    name: 'media.upload',
    vars: { file: new File(['照片'], '婚礼现场.png', { type: 'image/png' }), type: 0, tag_id: 2 },
  },
  { name: 'media.tagging', vars: { tag_id: 2, type: 0, ids: [5, 6] } },
  { name: 'media.remove', vars: { tag_id: 0, ids: [7] } },
  { name: 'media.saveTag', vars: { id: 1, name: '婚礼现场', revision: 1 } },
  { name: 'media.removeTag', vars: { id: 3 } },
];
