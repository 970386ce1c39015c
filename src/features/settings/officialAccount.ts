import type { SettingsSection } from '../../../dataProvider/methods';

const F = 'app.settings.official';

/**
 * The official account's settings (issue 16 point 2): the account, the server configuration the
 * WeChat platform asks for, and what followers receive. Secrets are write-only (answered masked).
 * The formats are WeChat's: AppID `wx` + 16 hex digits, AppSecret 32, Token 3-32 letters or
 * digits, EncodingAESKey 43 letters or digits.
 */
export const OFFICIAL_SECTIONS: readonly SettingsSection[] = [
  {
    key: 'account',
    title: `${F}.sections.account`,
    fields: [
      { name: 'name', label: `${F}.fields.name`, type: 'text', required: true, max: 30 },
      {
        name: 'original_id',
        label: `${F}.fields.original_id`,
        type: 'text',
        pattern: '^gh_[0-9a-f]{12}$',
        invalid: `${F}.invalid.original_id`,
      },
      {
        name: 'app_id',
        label: `${F}.fields.app_id`,
        type: 'text',
        required: true,
        pattern: '^wx[0-9a-f]{16}$',
        invalid: `${F}.invalid.app_id`,
      },
      {
        name: 'app_secret',
        label: `${F}.fields.app_secret`,
        type: 'secret',
        required: true,
        pattern: '^[0-9a-f]{32}$',
        invalid: `${F}.invalid.app_secret`,
        help: `${F}.help.secret`,
      },
    ],
  },
  {
    key: 'server',
    title: `${F}.sections.server`,
    fields: [
      {
        name: 'server_url',
        label: `${F}.fields.server_url`,
        type: 'text',
        readonly: true,
        help: `${F}.help.server_url`,
      },
      {
        name: 'token',
        label: `${F}.fields.token`,
        type: 'text',
        required: true,
        pattern: '^[A-Za-z0-9]{3,32}$',
        invalid: `${F}.invalid.token`,
      },
      {
        name: 'encoding_aes_key',
        label: `${F}.fields.encoding_aes_key`,
        type: 'secret',
        required: true,
        pattern: '^[A-Za-z0-9]{43}$',
        invalid: `${F}.invalid.encoding_aes_key`,
        help: `${F}.help.secret`,
      },
      {
        name: 'encrypt_mode',
        label: `${F}.fields.encrypt_mode`,
        type: 'select',
        required: true,
        choices: [
          { id: 0, name: `${F}.encrypt_mode.plain` },
          { id: 1, name: `${F}.encrypt_mode.compatible` },
          { id: 2, name: `${F}.encrypt_mode.safe` },
        ],
      },
    ],
  },
  {
    key: 'followers',
    title: `${F}.sections.followers`,
    fields: [
      {
        name: 'template_notice',
        label: `${F}.fields.template_notice`,
        type: 'switch',
        help: `${F}.help.template_notice`,
      },
      { name: 'subscribe_reply', label: `${F}.fields.subscribe_reply`, type: 'textarea', max: 600 },
    ],
  },
];
