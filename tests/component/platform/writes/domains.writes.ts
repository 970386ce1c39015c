import type { WriteRow } from './types';

export const writes: WriteRow[] = [
  { name: 'domains.applyCertificate', vars: { id: 1, domain: 'love.example.com' } },
  { name: 'domains.dnsSwitch', vars: { id: 1, enabled: false } },
  { name: 'domains.addCname', vars: { id: 1, domain: 'cdn.example.com' } },
  { name: 'domains.cdnStep', vars: { id: 1, domain: 'cdn.example.com', step: 'offline' } },
  {
    name: 'domains.cacheRequest',
    vars: { id: 1, body: { urls: ['https://cdn.example.com/a.png'], dirs: [] }, mode: 'refresh' },
  },
];
