import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Media file |||| Media library',
    fields: {
      id: 'ID',
      url: 'URL',
      name: 'File name',
      type: 'Type',
      tag_id: 'Tag',
      path: 'Path',
      size: 'Size (bytes)',
      worker_id: 'Uploaded by',
      created_at: 'Uploaded at',
    },
    enums: { type: { 0: 'Image', 1: 'Video' } },
  },
  'zh-CN': {
    name: '素材库',
    fields: {
      id: 'ID',
      url: '访问地址',
      name: '文件名',
      type: '类型',
      tag_id: '标签',
      path: '存储路径',
      size: '大小（字节）',
      worker_id: '上传人',
      created_at: '上传时间',
    },
    enums: { type: { 0: '图片', 1: '视频' } },
  },
});
