import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Domain |||| Domains',
    fields: {
      id: 'ID',
      domain: 'Domain name',
      usage: 'Usage',
      https: 'HTTPS',
      status: 'Status',
      remark: 'Remark',
      created_at: 'Created at',
    },
    enums: {
      usage: { h5: 'H5 pages', admin: 'Admin back-end', api: 'API', media: 'Media' },
      status: { 1: 'Enabled', 0: 'Disabled' },
    },
    sections: {
      basic: 'Basic information',
    },
  },
  'zh-CN': {
    name: '域名',
    fields: {
      id: 'ID',
      domain: '域名',
      usage: '用途',
      https: '启用 HTTPS',
      status: '状态',
      remark: '备注',
      created_at: '创建时间',
    },
    enums: {
      usage: { h5: 'H5 页面', admin: '管理后台', api: '接口', media: '媒体资源' },
      status: { 1: '启用', 0: '停用' },
    },
    sections: {
      basic: '基本信息',
    },
  },
});
