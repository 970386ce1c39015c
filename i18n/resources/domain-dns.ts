import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'DNS record |||| DNS records',
    fields: {
      id: 'ID',
      domain_id: 'Domain',
      host: 'Host',
      record_type: 'Record type',
      value: 'Value',
      ttl: 'TTL (s)',
      status: 'Status',
      created_at: 'Created at',
    },
    enums: {
      record_type: { A: 'A', CNAME: 'CNAME', TXT: 'TXT', MX: 'MX', AAAA: 'AAAA' },
      status: { 1: 'Enabled', 0: 'Paused' },
    },
    sections: { basic: 'DNS record' },
  },
  'zh-CN': {
    name: '域名解析',
    fields: {
      id: 'ID',
      domain_id: '域名',
      host: '主机记录',
      record_type: '记录类型',
      value: '记录值',
      ttl: 'TTL（秒）',
      status: '状态',
      created_at: '创建时间',
    },
    enums: {
      record_type: { A: 'A', CNAME: 'CNAME', TXT: 'TXT', MX: 'MX', AAAA: 'AAAA' },
      status: { 1: '启用', 0: '暂停' },
    },
    sections: { basic: '解析记录' },
  },
});
