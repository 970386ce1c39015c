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
      cert_status: 'HTTPS certificate',
      cert_expires_at: 'Certificate expiry',
      created_at: 'Created at',
    },
    enums: {
      usage: { h5: 'H5 pages', admin: 'Admin back-end', api: 'API', media: 'Media' },
      status: { 1: 'Enabled', 0: 'Disabled' },
      cert_status: { none: 'None', issuing: 'Issuing', issued: 'Valid', failed: 'Failed' },
    },
    sections: {
      basic: 'Basic information',
      certificate: 'HTTPS certificate',
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
      cert_status: 'HTTPS 证书',
      cert_expires_at: '证书到期时间',
      created_at: '创建时间',
    },
    enums: {
      usage: { h5: 'H5 页面', admin: '管理后台', api: '接口', media: '媒体资源' },
      status: { 1: '启用', 0: '停用' },
      cert_status: { none: '未申请', issuing: '签发中', issued: '有效', failed: '签发失败' },
    },
    sections: {
      basic: '基本信息',
      certificate: 'HTTPS 证书',
    },
  },
});
