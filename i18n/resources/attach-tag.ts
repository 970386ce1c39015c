import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Media tag |||| Media tags',
    fields: { id: 'ID', name: 'Tag name', attach_count: 'Files', created_at: 'Created at' },
    sections: { basic: 'Tag' },
  },
  'zh-CN': {
    name: '素材标签',
    fields: { id: 'ID', name: '标签名称', attach_count: '素材数', created_at: '创建时间' },
    sections: { basic: '标签信息' },
  },
});
