import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Work phone |||| Work phones',
    fields: {
      id: 'ID',
      name: 'Device name',
      worker_id: 'Worker',
      phone_number: 'SIM number',
      brand: 'Brand',
      serial: 'Serial number',
      is_online: 'Online',
      status: 'Status',
      last_online_at: 'Last online',
      created_at: 'Created at',
    },
    enums: {
      brand: {
        huawei: 'Huawei',
        xiaomi: 'Xiaomi',
        oppo: 'OPPO',
        vivo: 'vivo',
        honor: 'Honor',
        other: 'Other',
      },
      status: { 1: 'Enabled', 0: 'Disabled' },
    },
    sections: { basic: 'Device' },
  },
  'zh-CN': {
    name: '工作手机',
    fields: {
      id: 'ID',
      name: '设备名称',
      worker_id: '使用人',
      phone_number: '手机卡号',
      brand: '品牌',
      serial: '设备序列号',
      is_online: '在线',
      status: '状态',
      last_online_at: '最近在线',
      created_at: '创建时间',
    },
    enums: {
      brand: { huawei: '华为', xiaomi: '小米', oppo: 'OPPO', vivo: 'vivo', honor: '荣耀', other: '其他' },
      status: { 1: '启用', 0: '停用' },
    },
    sections: { basic: '设备信息' },
  },
});
