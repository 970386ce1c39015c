import BuildCircleOutlinedIcon from '@mui/icons-material/BuildCircleOutlined';
import { Button, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import type { MiniPlatform } from '../../../dataProvider';
import { ActionDialog } from '../../components/ActionDialog';
import { IfAction } from '../../platform/IfAction';
import { useBuildPack, useMiniAppStates } from './api';
import { nextVersion, PACK_PERMISSION, VERSION_PATTERN } from './packModel';

const DESCRIPTION_MAX = 200;

function BuildDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const { data } = useListContext();
  const states = useMiniAppStates();
  const authorized = (states.data ?? []).filter((s) => s.authorized).map((s) => s.platform);
  const [platform, setPlatform] = useState<MiniPlatform | ''>('');
  const chosen = platform || authorized[0] || '';
  const latest = (data ?? []).find((r) => r.platform === chosen)?.version;
  const [version, setVersion] = useState<string | undefined>();
  const [description, setDescription] = useState('');
  const [touched, setTouched] = useState(false);
  const build = useBuildPack();
  const shownVersion = version ?? nextVersion(typeof latest === 'string' ? latest : undefined);
  const versionError = !VERSION_PATTERN.test(shownVersion.trim());
  const descriptionError = description.trim().length === 0 || description.length > DESCRIPTION_MAX;
  const submit = () => {
    setTouched(true);
    if (!chosen || versionError || descriptionError) return;
    build.mutate(
      { platform: chosen, version: shownVersion.trim(), description: description.trim() },
      { onSuccess: onClose },
    );
  };
  return (
    <ActionDialog
      title={translate('app.packaging.build.title')}
      summary={
        authorized.length === 0 && states.data ? translate('app.packaging.build.no_platform') : undefined
      }
      submitLabel={translate('app.packaging.build.submit')}
      onSubmit={submit}
      onClose={onClose}
      busy={build.isPending}
      testId="pack-build-dialog"
      maxWidth="sm"
    >
      <TextField
        select
        label={translate('resources.pack.fields.platform')}
        value={chosen}
        onChange={(e) => setPlatform(e.target.value as MiniPlatform)}
        error={touched && !chosen}
        slotProps={{ htmlInput: { 'data-testid': 'pack-build-platform' } }}
      >
        {authorized.map((p) => (
          <MenuItem key={p} value={p}>
            {translate(`resources.pack.enums.platform.${p}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={translate('resources.pack.fields.version')}
        value={shownVersion}
        onChange={(e) => setVersion(e.target.value)}
        error={touched && versionError}
        helperText={touched && versionError ? translate('app.packaging.build.version_invalid') : ' '}
        slotProps={{ htmlInput: { 'data-testid': 'pack-build-version' } }}
      />
      <TextField
        label={translate('resources.pack.fields.description')}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        multiline
        minRows={3}
        error={touched && descriptionError}
        helperText={
          touched && descriptionError
            ? translate('app.packaging.build.description_required')
            : `${description.length}/${DESCRIPTION_MAX}`
        }
        slotProps={{ htmlInput: { 'data-testid': 'pack-build-description' } }}
      />
    </ActionDialog>
  );
}

/** "Build" above the package list: a new version of an authorised platform (spec §7 `pack/build`). */
export function BuildPackButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <IfAction permission={PACK_PERMISSION} action="add">
      <Button
        size="small"
        startIcon={<BuildCircleOutlinedIcon />}
        onClick={() => setOpen(true)}
        data-testid="pack-build"
      >
        {translate('app.packaging.build.button')}
      </Button>
      {open ? <BuildDialog onClose={() => setOpen(false)} /> : null}
    </IfAction>
  );
}
