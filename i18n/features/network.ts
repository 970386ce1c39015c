import { defineFeatureMessages } from '../types';

/**
 * What a failed request says when the server gave no text of its own (`app.network.*`, issue 9):
 * the dataProvider's client picks these in the user's language.
 */
export default defineFeatureMessages({
  'en-US': {
    timeout: 'The server did not answer within 30 seconds. Please try again.',
    offline: 'No connection to the server. Check the network and try again.',
    server: 'The server had a problem. Please try again.',
    malformed: 'The server sent an answer that could not be read. Please try again.',
    chunk_failed: 'This screen could not be loaded (slow network, or a new version was deployed).',
    reload: 'Reload',
    offline_banner: 'You are offline. What you type is kept; saving works again once the connection is back.',
  },
  'zh-CN': {
    timeout: '服务器在30秒内没有响应，请重试。',
    offline: '无法连接服务器，请检查网络后重试。',
    server: '服务器出错，请重试。',
    malformed: '服务器返回的内容无法识别，请重试。',
    chunk_failed: '页面加载失败（网络较慢，或系统已更新版本）。',
    reload: '重新加载',
    offline_banner: '当前处于离线状态。已输入的内容会保留，网络恢复后即可保存。',
  },
});
