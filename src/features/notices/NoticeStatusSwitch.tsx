import { FormControlLabel, Switch } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { desktopPermission } from './LiveNotices';
import { readNoticeStatus, writeNoticeStatus } from './noticeRouting';

/** The local `noticeStatus` setting (S10); turning it on asks for the desktop permission (E13). */
export function NoticeStatusSwitch() {
  const translate = useTranslate();
  const notify = useNotify();
  const [on, setOn] = useState(readNoticeStatus);
  return (
    <FormControlLabel
      sx={{ px: 2, pb: 1, '& .MuiFormControlLabel-label': { fontSize: 14 } }}
      control={
        <Switch
          size="small"
          checked={on}
          data-testid="notice-status"
          onChange={(_e, checked) => {
            setOn(checked);
            writeNoticeStatus(checked);
            if (checked) void desktopPermission((key) => notify(key, { type: 'warning' }));
          }}
        />
      }
      label={translate('app.calls.notices.status')}
    />
  );
}
