import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { EDUCATIONS } from '../../../resources/customer';
import { labelKeys } from '../../platform/labels';
import type { MatchCriteria } from './matchModel';

export interface CriteriaFormProps {
  /** The criteria of the member's wants (Reset returns to them). */
  initial: MatchCriteria;
  /** Areas to suggest (the member's habitation and wants). */
  areas: readonly string[];
  onSearch(criteria: MatchCriteria): void;
}

type RangeKey = 'age_min' | 'age_max' | 'height_min' | 'height_max';

/** The criteria of a search, prefilled from the member's wants and editable; applied by Search. */
export function CriteriaForm({ initial, areas, onSearch }: CriteriaFormProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.matching.criteria.${key}`);
  const [draft, setDraft] = useState<MatchCriteria>(initial);
  const numberField = (key: RangeKey, label: string) => (
    <TextField
      size="small"
      type="number"
      label={label}
      value={draft[key]}
      onChange={(e) => setDraft({ ...draft, [key]: e.target.value === '' ? '' : Number(e.target.value) })}
      slotProps={{ htmlInput: { 'data-testid': `criteria-${key}`, min: 0 } }}
      sx={{ flex: 1, minWidth: 0 }}
    />
  );
  return (
    <Stack
      component="form"
      spacing={1.5}
      data-testid="match-criteria"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(draft);
      }}
    >
      <Stack direction="row" spacing={1}>
        {numberField('age_min', t('age_min'))}
        {numberField('age_max', t('age_max'))}
      </Stack>
      <Stack direction="row" spacing={1}>
        {numberField('height_min', t('height_min'))}
        {numberField('height_max', t('height_max'))}
      </Stack>
      <TextField
        select
        size="small"
        label={t('education_min')}
        value={draft.education_min}
        onChange={(e) =>
          setDraft({ ...draft, education_min: e.target.value === '' ? '' : Number(e.target.value) })
        }
        slotProps={{ htmlInput: { 'data-testid': 'criteria-education_min' } }}
      >
        <MenuItem value="">{t('any')}</MenuItem>
        {EDUCATIONS.map((value) => (
          <MenuItem key={value} value={value}>
            {translate(labelKeys.choice('customer', 'education', value))}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        multiple
        freeSolo
        size="small"
        options={[...areas]}
        value={draft.habitation}
        onChange={(_, value) => setDraft({ ...draft, habitation: value })}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('habitation')}
            placeholder={draft.habitation.length ? '' : t('any')}
          />
        )}
        data-testid="criteria-habitation"
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button size="small" startIcon={<RestartAltIcon />} onClick={() => setDraft(initial)}>
          {t('reset')}
        </Button>
        <Button
          size="small"
          variant="contained"
          type="submit"
          startIcon={<SearchIcon />}
          data-testid="criteria-search"
        >
          {t('search')}
        </Button>
      </Stack>
    </Stack>
  );
}
