import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Mini-app build |||| Mini-app builds',
    fields: {
      id: 'ID',
      platform: 'Platform',
      app_id: 'AppID',
      version: 'Version',
      description: 'Release notes',
      status: 'Status',
      audit_reason: 'Audit feedback',
      created_at: 'Created at',
    },
    enums: {
      platform: { weapp: 'WeChat mini-app', official: 'Official account', tiktok: 'Douyin mini-app' },
      status: {
        0: 'Building',
        1: 'Built',
        2: 'In audit',
        3: 'Audit passed',
        4: 'Audit rejected',
        5: 'Online',
        6: 'Cancelled',
      },
    },
  },
  'zh-CN': {
    name: '小程序打包',
    fields: {
      id: 'ID',
      platform: '平台',
      app_id: 'AppID',
      version: '版本号',
      description: '版本说明',
      status: '状态',
      audit_reason: '审核意见',
      created_at: '创建时间',
    },
    enums: {
      platform: { weapp: '微信小程序', official: '公众号', tiktok: '抖音小程序' },
      status: {
        0: '打包中',
        1: '打包完成',
        2: '审核中',
        3: '审核通过',
        4: '审核驳回',
        5: '已上线',
        6: '已撤销',
      },
    },
  },
});
