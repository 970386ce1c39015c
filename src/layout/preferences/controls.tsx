import CheckIcon from '@mui/icons-material/Check';
import {
  Box,
  FormControlLabel,
  Radio,
  RadioGroup,
  Switch,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import {
  PRIMARY_PRESETS,
  setPreference,
  usePreference,
  useThemeMode,
  type PreferenceKey,
  type Preferences,
  type PrimaryPreset,
} from '../../platform/preferences';

/** The preferences of a kind of value: the on/off ones, the ones chosen among a few words. */
type KeysOf<V> = { [K in PreferenceKey]: Preferences[K] extends V ? K : never }[PreferenceKey];
export type SwitchKey = KeysOf<boolean>;
export type ChoiceKey = Exclude<KeysOf<string>, 'primaryColor'>;

/** A control's test id on its <input> (MUI's input slot types name no data attributes). */
const testId = (id: string): { 'data-testid'?: string } => ({ 'data-testid': id });

/** A titled part of the drawer: its heading names the controls under it. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ px: 2, py: 1.5 }}>
      <Typography id={id} component="h3" variant="subtitle2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>{children}</Box>
    </Box>
  );
}

/**
 * One choice among a few (theme mode, layout, content width) as a row of toggle buttons, each
 * named by its text; `labelId` names the group (a section heading or a label of its own).
 */
export function ChoiceGroup<K extends ChoiceKey>({
  name,
  options,
  labelId,
  icons,
}: {
  name: K;
  options: readonly Preferences[K][];
  labelId: string;
  icons?: Readonly<Partial<Record<Preferences[K], ReactNode>>>;
}) {
  const translate = useTranslate();
  const value = usePreference(name);
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      size="small"
      color="primary"
      value={value}
      aria-labelledby={labelId}
      onChange={(_event, next: Preferences[K] | null) => {
        // A click on the chosen button would choose nothing: the choice stays.
        if (next !== null) setPreference(name, next);
      }}
      sx={{
        '& .MuiToggleButton-root': {
          textTransform: 'none',
          py: 0.5,
          lineHeight: 1.3,
          // With icons, each above its text: a long text ("Follow the system") wraps in none.
          ...(icons ? { flexDirection: 'column', gap: 0.25 } : {}),
        },
      }}
    >
      {options.map((option) => (
        <ToggleButton key={option} value={option} data-testid={`preference-${name}-${option}`}>
          {icons?.[option]}
          {translate(`app.preferences.${name}.${option}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** A labelled choice group with its own small label (several groups in one section). */
export function LabelledChoice<K extends ChoiceKey>({
  name,
  options,
}: {
  name: K;
  options: readonly Preferences[K][];
}) {
  const translate = useTranslate();
  const labelId = `preference-${name}-label`;
  return (
    <Box>
      <Typography id={labelId} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {translate(`app.preferences.${name}.label`)}
      </Typography>
      <ChoiceGroup name={name} options={options} labelId={labelId} />
    </Box>
  );
}

/** An on/off preference: its label, a hint under it when it has one, the switch at the end. */
export function SwitchRow({ name, hint, disabled }: { name: SwitchKey; hint?: boolean; disabled?: boolean }) {
  const translate = useTranslate();
  const checked = usePreference(name);
  const hintId = `preference-${name}-hint`;
  return (
    <FormControlLabel
      labelPlacement="start"
      sx={{ mx: 0, justifyContent: 'space-between', alignItems: 'center', gap: 1 }}
      label={
        <Box>
          <Typography variant="body2">{translate(`app.preferences.${name}`)}</Typography>
          {hint && (
            <Typography id={hintId} variant="caption" color="text.secondary" component="p">
              {translate(`app.preferences.hints.${name}`)}
            </Typography>
          )}
        </Box>
      }
      control={
        <Switch
          checked={checked}
          disabled={disabled}
          onChange={(event) => setPreference(name, event.target.checked)}
          slotProps={{
            input: { 'aria-describedby': hint ? hintId : undefined, ...testId(`preference-${name}`) },
          }}
        />
      }
    />
  );
}

const PRESET_IDS = Object.keys(PRIMARY_PRESETS) as PrimaryPreset[];

/** A colour's round swatch; the chosen one also carries a check mark and a ring (not only its colour). */
function Swatch({ color, checked }: { color: string; checked: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        width: 28,
        height: 28,
        borderRadius: '50%',
        bgcolor: color,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        outline: checked ? 2 : 0,
        outlineColor: 'text.primary',
        outlineOffset: 2,
      }}
    >
      {checked && <CheckIcon sx={{ fontSize: 18, color: (theme) => theme.palette.getContrastText(color) }} />}
    </Box>
  );
}

/** The primary colour presets as radios: a swatch in the theme's shade and the colour's name. */
export function ColorSwatches({ labelId }: { labelId: string }) {
  const translate = useTranslate();
  const value = usePreference('primaryColor');
  const mode = useThemeMode();
  return (
    <RadioGroup
      row
      aria-labelledby={labelId}
      value={value}
      onChange={(_event, next) => {
        const preset = PRESET_IDS.find((id) => id === next);
        if (preset) setPreference('primaryColor', preset);
      }}
      sx={{ justifyContent: 'space-between', flexWrap: 'nowrap' }}
    >
      {PRESET_IDS.map((id) => {
        const color = PRIMARY_PRESETS[id][mode];
        return (
          <FormControlLabel
            key={id}
            value={id}
            labelPlacement="bottom"
            sx={{ mx: 0, flex: 1, '& .MuiFormControlLabel-label': { fontSize: 12, mt: -0.25 } }}
            label={translate(`app.preferences.primaryColor.${id}`)}
            control={
              <Radio
                icon={<Swatch color={color} checked={false} />}
                checkedIcon={<Swatch color={color} checked />}
                slotProps={{ input: testId(`preference-primaryColor-${id}`) }}
              />
            }
          />
        );
      })}
    </RadioGroup>
  );
}
