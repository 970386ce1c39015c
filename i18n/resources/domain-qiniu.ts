import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'CDN domain |||| CDN domains',
    fields: {
      id: 'ID',
      domain: 'Domain',
      bucket: 'Bucket',
      usage: 'Used for',
      https: 'HTTPS',
      cname: 'CNAME',
      status: 'Status',
      created_at: 'Created at',
    },
    enums: {
      usage: { image: 'Images', video: 'Videos', static: 'Static files' },
      status: { 0: 'Configuring', 1: 'Active', 2: 'Failed', 3: 'Offline' },
    },
    sections: { basic: 'CDN domain' },
  },
  'zh-CN': {
    name: '七牛云加速域名',
    fields: {
      id: 'ID',
      domain: '加速域名',
      bucket: '存储空间',
      usage: '用途',
      https: '启用 HTTPS',
      cname: 'CNAME',
      status: '状态',
      created_at: '创建时间',
    },
    enums: {
      usage: { image: '图片', video: '视频', static: '静态文件' },
      status: { 0: '配置中', 1: '已生效', 2: '配置失败', 3: '已下线' },
    },
    sections: { basic: '域名信息' },
  },
});
