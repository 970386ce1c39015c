import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Extension |||| Extensions',
    fields: {
      id: 'ID',
      ext_no: 'Extension',
      worker_id: 'Worker',
      bind_phone: 'Bound mobile',
      display_number: 'Caller ID',
      status: 'Status',
      remark: 'Remark',
      created_at: 'Created at',
    },
    enums: { status: { 1: 'Enabled', 0: 'Disabled' } },
    sections: { basic: 'Extension' },
  },
  'zh-CN': {
    name: '分机号',
    fields: {
      id: 'ID',
      ext_no: '分机号',
      worker_id: '员工',
      bind_phone: '绑定手机',
      display_number: '外显号码',
      status: '状态',
      remark: '备注',
      created_at: '创建时间',
    },
    enums: { status: { 1: '启用', 0: '停用' } },
    sections: { basic: '分机信息' },
  },
});
