import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import FilterListIcon from '@mui/icons-material/FilterList';
import { Badge, Box, Card, Divider, IconButton, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { FilterLiveForm, TextInput, useCanAccess, useListContext, useStore, useTranslate } from 'react-admin';
import type { ListPanelProps, ResourceDefinition } from '../../../../resources/core/define';
import { DateRangeInput } from '../../../components/date-range';
import { FieldInput } from '../../../registry/inputs';
import { useSeen } from '../../../registry/list/useSeen';
import type { FieldOf } from '../../../platform/useResourceDefinition';
import { buildChips, DATE_FILTERS, RANGE_FILTERS } from './filterModel';
import { AreaFilterInput } from './AreaFilterInput';
import { ChannelFilterInput } from './ChannelFilterInput';
import { IncomeBracketInput } from './IncomeBracketInput';
import { PANEL_OPEN_KEY, PANEL_WIDTH, SELECT_WIDTH } from './panelLayout';
import { MatchmakerFilterInput } from './MatchmakerFilterInput';
import { MultiOptionFilterInput, OptionFilterInput } from './OptionFilterInput';
import { RangeFilterInput } from './RangeFilterInput';
import { SavedViews } from './SavedViews';

/** The label key of a customer field. */
const fieldLabel = (name: FieldOf<'customer'>) => `resources.customer.fields.${name}`;

/** Test-id prefix of the date ranges (`DateRangeInput`). */
const DATE_TEST_ID = 'date-range';

interface SectionProps {
  title: string;
  /**
   * The section's inputs mount when it first scrolls into the panel's view, until then a
   * placeholder about this tall: most of the panel is below its fold, and its two dozen inputs
   * (autocompletes, date ranges) were a third of the list's heap growth and long tasks (issue 8).
   */
  deferredHeight?: number;
  children: ReactNode;
}

function Section({ title, deferredHeight, children }: SectionProps) {
  const [ref, seen] = useSeen<HTMLFieldSetElement>();
  const shown = seen || deferredHeight === undefined;
  return (
    <Box
      component="fieldset"
      ref={shown ? undefined : ref}
      aria-busy={shown ? undefined : true}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
    >
      <Typography component="legend" variant="overline" color="text.secondary" sx={{ lineHeight: 2.5 }}>
        {title}
      </Typography>
      <Stack
        spacing={1}
        sx={{
          // Filter selects and text boxes 190 px (spec §9); react-admin's helper lines are not used.
          [`& .ra-input .MuiFormControl-root, & .ra-input.MuiFormControl-root`]: {
            width: SELECT_WIDTH,
            m: 0,
          },
          '& .MuiFormHelperText-root': { display: 'none' },
          // The date ranges wrap inside the panel: each date 190 px, the presets beside the second.
          [`& [data-testid^="${DATE_TEST_ID}-"][role="group"]`]: { flexWrap: 'wrap', rowGap: 1.5, mt: 1 },
          [`& [data-testid^="${DATE_TEST_ID}-"][role="group"] .MuiTextField-root`]: { width: SELECT_WIDTH },
          [`& [data-testid^="${DATE_TEST_ID}-"][role="group"] > span[aria-hidden]`]: { display: 'none' },
        }}
      >
        {/* Still: it waits to be scrolled to, not for data, and a pulse below the fold would keep
            the compositor busy for as long as the list is open (~7 % of a core on the test machine). */}
        {shown ? children : <Skeleton variant="rounded" animation={false} height={deferredHeight} />}
      </Stack>
    </Box>
  );
}

/**
 * The filter panel of the customer lists (spec §9, S18): on the left of the table, collapsible
 * (remembered), saved views on top, then every filter as a live react-admin filter form.
 */
export default function CustomerFilterPanel({ def, listKey }: ListPanelProps) {
  const translate = useTranslate();
  const [open, setOpen] = useStore<boolean>(PANEL_OPEN_KEY, true);
  const panelName = translate('app.customer_filters.panel');
  const { filterValues } = useListContext();
  const active = useMemo(() => buildChips(filterValues).length, [filterValues]);
  if (!open) {
    const expand = translate('app.customer_filters.expand');
    return (
      <Card
        component="aside"
        aria-label={panelName}
        data-testid="customer-filter-panel"
        data-open="false"
        sx={{ order: -1, flexShrink: 0, alignSelf: 'flex-start', mr: 1.5, mt: 1 }}
      >
        <Tooltip title={expand} placement="right">
          <IconButton aria-label={expand} aria-expanded={false} onClick={() => setOpen(true)}>
            <Badge badgeContent={active} color="primary" data-testid="active-filter-count">
              <FilterListIcon />
            </Badge>
          </IconButton>
        </Tooltip>
      </Card>
    );
  }
  const collapse = translate('app.customer_filters.collapse');
  return (
    <Card
      component="aside"
      aria-label={panelName}
      data-testid="customer-filter-panel"
      data-open="true"
      sx={{
        order: -1,
        width: PANEL_WIDTH,
        flexShrink: 0,
        alignSelf: 'flex-start',
        mr: 1.5,
        mt: 1,
        position: 'sticky',
        top: 8,
        maxHeight: 'calc(100vh - 120px)',
        overflowY: 'auto',
        px: 2,
        pb: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', pt: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate('app.customer_filters.title')}
        </Typography>
        <Tooltip title={collapse}>
          <IconButton size="small" aria-label={collapse} aria-expanded onClick={() => setOpen(false)}>
            <ChevronLeftIcon />
          </IconButton>
        </Tooltip>
      </Box>
      <SavedViews listKey={listKey} />
      <Divider sx={{ my: 1 }} />
      <PanelFilters def={def} />
    </Card>
  );
}

/** The filters, as a form that applies each change to the list (debounced). */
function PanelFilters({ def }: { def: ResourceDefinition }) {
  const translate = useTranslate();
  // The all-customers list filters by list type; a life-cycle list has its type fixed.
  const byType = def.list?.filters?.includes('customer_type') ?? false;
  const stores = useCanAccess({ resource: 'store', action: 'list' });
  const input = (name: FieldOf<'customer'>) => {
    const info = def.fieldMap[name];
    return info ? <FieldInput key={name} def={def} info={info} variant="filter" /> : null;
  };
  return (
    <FilterLiveForm debounce={300}>
      <Stack spacing={1.5}>
        <Section title={translate('app.customer_filters.sections.basic')}>
          <TextInput
            source="q"
            label="app.customer_filters.keyword"
            placeholder={translate('app.customer_filters.keyword_hint')}
            resettable
            helperText={false}
          />
          {input('gender')}
          {RANGE_FILTERS.map((filter) => (
            <RangeFilterInput
              key={filter.source}
              filter={filter}
              label={translate(`resources.customer.fields.${filter.source}`)}
            />
          ))}
        </Section>
        <Section title={translate('app.customer_filters.sections.profile')} deferredHeight={290}>
          {input('education')}
          {input('marriage')}
          {input('zodiac')}
          <AreaFilterInput width={SELECT_WIDTH} />
          <IncomeBracketInput width={SELECT_WIDTH} />
          {input('avatar_uploaded')}
        </Section>
        <Section title={translate('app.customer_filters.sections.service')} deferredHeight={570}>
          {byType && input('customer_type')}
          {/* The store filter needs the store list; its place is kept while the permission loads. */}
          {stores.isPending ? <Box sx={{ height: 40 }} /> : stores.canAccess && input('store_id')}
          <MatchmakerFilterInput width={SELECT_WIDTH} />
          <ChannelFilterInput width={SELECT_WIDTH} />
          <MultiOptionFilterInput
            source="tag_ids"
            list="tag"
            label={fieldLabel('tag_ids')}
            width={SELECT_WIDTH}
            cut
          />
          <MultiOptionFilterInput
            source="user_tag"
            list="user_tag"
            label={fieldLabel('user_tag')}
            width={SELECT_WIDTH}
            cut
          />
          <MultiOptionFilterInput
            source="feature_ids"
            list="feature"
            label={fieldLabel('feature_ids')}
            width={SELECT_WIDTH}
          />
          <OptionFilterInput
            source="package_id"
            list="package"
            label={fieldLabel('package_id')}
            width={SELECT_WIDTH}
          />
          <OptionFilterInput
            source="user_status"
            list="user_status"
            label={fieldLabel('user_status')}
            width={SELECT_WIDTH}
          />
          {input('is_vip')}
        </Section>
        <Section title={translate('app.customer_filters.sections.dates')} deferredHeight={280}>
          {DATE_FILTERS.map((name) => (
            <DateRangeInput key={name} source={name} label={`resources.customer.fields.${name}`} />
          ))}
        </Section>
      </Stack>
    </FilterLiveForm>
  );
}
