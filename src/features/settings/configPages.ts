import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import SecurityOutlinedIcon from '@mui/icons-material/SecurityOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import type { SettingsSection } from '../../../dataProvider/methods';
import { defineSettingsPage } from '../../registry/settings';
import { OFFICIAL_SECTIONS } from './officialAccount';

/** Who edits the configuration (the admin holds it). */
export const CONFIG_ACCESS = ['setting.config'] as const;

const F = 'app.settings.fields';

/** The PC site: no options endpoint, its fields are declared here. */
const PC: readonly SettingsSection[] = [
  {
    key: 'site',
    title: 'app.settings.sections.pc',
    fields: [
      { name: 'pc_title', label: `${F}.pc_title`, type: 'text', required: true, max: 30 },
      { name: 'pc_icp', label: `${F}.pc_icp`, type: 'text', max: 40 },
      { name: 'pc_footer', label: `${F}.pc_footer`, type: 'textarea', max: 500 },
    ],
  },
];

const HELPER: readonly SettingsSection[] = [
  {
    key: 'helper',
    title: 'app.settings.sections.helper',
    fields: [
      { name: 'helper_enabled', label: `${F}.helper_enabled`, type: 'switch' },
      { name: 'helper_intro', label: `${F}.helper_intro`, type: 'richtext', max: 5000 },
    ],
  },
];

const KEYS: readonly SettingsSection[] = [
  {
    key: 'keys',
    title: 'app.settings.sections.key',
    fields: [
      { name: 'amap_key', label: `${F}.amap_key`, type: 'text', max: 64 },
      { name: 'wechat_app_id', label: `${F}.wechat_app_id`, type: 'text', max: 32 },
      { name: 'sms_sign', label: `${F}.sms_sign`, type: 'text', required: true, max: 12 },
    ],
  },
];

const love = (group: string) => ({ scope: 'love', group }) as const;
const menu = (order: number) => ({ section: 'setting', icon: SettingsOutlinedIcon, order }) as const;

/** The configuration groups of spec §7 "Config", one declaration each. */
export const configPages = [
  defineSettingsPage({
    route: 'configLoveBasic',
    title: 'app.settings.pages.basic',
    access: CONFIG_ACCESS,
    menu: menu(80),
    at: love('basic'),
    fields: 'options',
  }),
  defineSettingsPage({
    route: 'configLoveYuncall',
    title: 'app.settings.pages.yuncall',
    access: CONFIG_ACCESS,
    menu: menu(81),
    at: love('yuncall'),
    fields: 'options',
  }),
  defineSettingsPage({
    route: 'configLovePage',
    title: 'app.settings.pages.page',
    access: CONFIG_ACCESS,
    menu: menu(82),
    at: love('page'),
    fields: 'options',
  }),
  defineSettingsPage({
    route: 'configLovePc',
    title: 'app.settings.pages.pc',
    access: CONFIG_ACCESS,
    menu: menu(83),
    at: love('pc'),
    fields: PC,
  }),
  defineSettingsPage({
    route: 'configLoveHelper',
    title: 'app.settings.pages.helper',
    access: CONFIG_ACCESS,
    menu: menu(84),
    at: love('helper'),
    fields: HELPER,
  }),
  defineSettingsPage({
    route: 'configLoveKey',
    title: 'app.settings.pages.key',
    access: CONFIG_ACCESS,
    menu: menu(85),
    at: love('key'),
    fields: KEYS,
  }),
  defineSettingsPage({
    route: 'configSystemSecurity',
    title: 'app.settings.pages.security',
    access: CONFIG_ACCESS,
    menu: { section: 'setting', icon: SecurityOutlinedIcon, order: 86 },
    at: { scope: 'system', group: 'security' },
    fields: 'options',
  }),
  defineSettingsPage({
    route: 'officialAccount',
    title: 'app.settings.pages.official',
    access: ['setting.official'],
    menu: { section: 'setting', icon: ForumOutlinedIcon, order: 87 },
    at: { scope: 'admin', group: 'official' },
    fields: OFFICIAL_SECTIONS,
  }),
];
