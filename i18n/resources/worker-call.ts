import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Call record |||| Call records',
    fields: {
      id: 'ID',
      type: 'Direction',
      state: 'State',
      status_name: 'Result',
      from_phone: 'Caller',
      to_phone: 'Callee',
      customer_id: 'Customer',
      customer_type: 'Customer type',
      worker_id: 'Worker',
      duration: 'Duration (s)',
      record_url: 'Recording',
      ai_analysis_result: 'AI analysis',
      created_at: 'Call time',
    },
    enums: {
      type: { 0: 'Outgoing', 1: 'Incoming' },
      state: { 0: 'Ringing', 1: 'In progress', 2: 'Ended', 3: 'Missed', 4: 'No answer' },
      customer_type: { 0: 'My customers', 1: 'Clue', 2: 'Public sea', 3: 'My allocated', 4: 'Plan expiry' },
    },
    sections: { call: 'Call', customer: 'Customer', recording: 'Recording and analysis' },
  },
  'zh-CN': {
    name: '通话记录',
    fields: {
      id: 'ID',
      type: '呼叫类型',
      state: '通话状态',
      status_name: '通话结果',
      from_phone: '主叫号码',
      to_phone: '被叫号码',
      customer_id: '客户',
      customer_type: '客户类型',
      worker_id: '员工',
      duration: '通话时长（秒）',
      record_url: '通话录音',
      ai_analysis_result: 'AI 分析',
      created_at: '通话时间',
    },
    enums: {
      type: { 0: '呼出', 1: '呼入' },
      state: { 0: '振铃中', 1: '通话中', 2: '已结束', 3: '未接来电', 4: '无人接听' },
      customer_type: { 0: '我的客户', 1: '线索', 2: '公海', 3: '我的分配', 4: '计划到期' },
    },
    sections: { call: '通话信息', customer: '客户信息', recording: '录音与分析' },
  },
});
