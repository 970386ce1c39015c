import type { SmsPreview } from '../../../dataProvider/methods';
import { defineMutation, useAppMutation } from '../../platform/mutations';

/** Writes of the settings feature's SMS tools (the mutation table test walks each one). */
export const settingsFeatureWrites = {
  /** A template's text as the message will read (`sms-template/preview`): shown, nothing stored. */
  smsPreview: defineMutation<{ content: string; sign?: string }, SmsPreview>({
    name: 'settings.smsPreview',
    call: (dp, body) => dp.previewSms(body),
    refresh: false,
  }),
  smsResend: defineMutation<number | string>({
    name: 'settings.smsResend',
    call: (dp, id) => dp.resendSms(id),
    done: 'app.sms.resent',
  }),
};

/** The template editor shows a failed preview itself, under the text. */
export const useSmsPreview = () => useAppMutation(settingsFeatureWrites.smsPreview, { notifyError: false });
export const useSmsResend = () => useAppMutation(settingsFeatureWrites.smsResend);
