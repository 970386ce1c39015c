import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { Suspense, useMemo, type ReactElement } from 'react';
import {
  BulkDeleteButton,
  BulkExportButton,
  Create,
  CreateButton,
  DataTable,
  DeleteButton,
  Edit,
  EditButton,
  ExportButton,
  FilterButton,
  Labeled,
  List,
  Pagination,
  SaveButton,
  SearchInput,
  Show,
  SimpleForm,
  Toolbar,
  TopToolbar,
  useListContext,
  useTranslate,
  type ToolbarProps,
} from 'react-admin';
import type { FormSection, ResourceDefinition } from '../../resources/core/define';
import { DateRangeFilterSync } from '../components/date-range';
import type { FieldInfo } from '../../resources/core/reader';
import { FieldCell } from './cells';
import { FieldInput } from './inputs';
import { labelKeys } from './labels';
import { buildFormSchema, isEditable, issueMessage, type FormMode } from './validation';

export interface ScreenProps {
  def: ResourceDefinition;
}

const PAGE_SIZES = [10, 25, 50, 100];

/** S19: page-size changer and the "total N items" text beside react-admin's pagination. */
export function ListPagination() {
  const { total } = useListContext();
  const translate = useTranslate();
  return (
    <Stack direction="row" alignItems="center" justifyContent="flex-end" sx={{ pl: 2 }}>
      {total != null && (
        <Typography
          variant="body2"
          color="text.secondary"
          data-testid="list-total"
          sx={{ whiteSpace: 'nowrap' }}
        >
          {translate('app.list.total', { total })}
        </Typography>
      )}
      {/* The "total N items" text replaces MUI's "1-10 of N". */}
      <Pagination
        rowsPerPageOptions={PAGE_SIZES}
        sx={{ '& .MuiTablePagination-displayedRows': { display: 'none' } }}
      />
    </Stack>
  );
}

/** Filters of a list that are date ranges (`date`/`datetime` widgets without a filter override). */
export function dateRangeFilters(def: ResourceDefinition): string[] {
  return (def.list?.filters ?? []).filter((name) => {
    const info = def.fieldMap[name];
    return (
      !!info &&
      !info.meta.reference &&
      !def.fields?.[name]?.filter &&
      (info.widget === 'date' || info.widget === 'datetime')
    );
  });
}

function ListActions({ def }: ScreenProps) {
  const ranges = useMemo(() => dateRangeFilters(def), [def]);
  return (
    <TopToolbar>
      {ranges.length > 0 && <DateRangeFilterSync fields={ranges} />}
      {(def.list?.filters?.length ?? 0) > 0 && <FilterButton />}
      {def.can('create') && <CreateButton />}
      {def.can('export') && <ExportButton maxResults={5000} />}
    </TopToolbar>
  );
}

function BulkActions({ def }: ScreenProps) {
  return (
    <>
      {def.can('export') && <BulkExportButton />}
      {def.can('delete') && <BulkDeleteButton mutationMode="pessimistic" />}
    </>
  );
}

function EmptyList({ def }: ScreenProps) {
  const translate = useTranslate();
  const name = translate(labelKeys.resourceName(def.name), { smart_count: 2, _: def.name });
  return (
    <Box sx={{ textAlign: 'center', py: 8, width: '100%' }} data-testid="list-empty">
      <Typography variant="h6" color="text.secondary" gutterBottom>
        {translate('ra.page.empty', { name })}
      </Typography>
      {def.can('create') && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('ra.page.invite')}
          </Typography>
          <CreateButton variant="contained" />
        </>
      )}
    </Box>
  );
}

function columnsOf(def: ResourceDefinition): FieldInfo[] {
  const names = def.list?.columns ?? def.fieldInfo.filter((f) => !f.meta.hidden).map((f) => f.name);
  return names.map((n) => def.fieldMap[n]).filter((f): f is FieldInfo => !!f && !f.meta.hidden);
}

function buildFilters(def: ResourceDefinition): ReactElement[] {
  const filters: ReactElement[] = [];
  if (def.list?.search) filters.push(<SearchInput key="q" source="q" alwaysOn />);
  for (const name of def.list?.filters ?? []) {
    const info = def.fieldMap[name];
    const alwaysOn = def.list?.alwaysOnFilters?.includes(name) ?? false;
    filters.push(
      <FieldInput key={name} source={name} def={def} info={info} variant="filter" alwaysOn={alwaysOn} />,
    );
  }
  return filters;
}

const isNumeric = (info: FieldInfo) => info.widget === 'number' || info.widget === 'money';

/** The generated list: server paging, sort, search and filters, bulk actions, CSV export. */
export function ResourceList({ def }: ScreenProps) {
  const filters = useMemo(() => buildFilters(def), [def]);
  const columns = useMemo(() => columnsOf(def), [def]);
  const hasBulk = def.can('delete') || def.can('export');
  return (
    <List
      resource={def.name}
      className={`list-${def.name}`}
      sort={def.list?.sort ?? { field: 'id', order: 'DESC' }}
      perPage={def.list?.perPage ?? 10}
      filters={filters.length ? filters : undefined}
      actions={<ListActions def={def} />}
      pagination={<ListPagination />}
      empty={<EmptyList def={def} />}
      exporter={def.can('export') ? undefined : false}
      // Wide tables scroll inside the list, never the whole page.
      sx={{ '& .RaList-content': { overflowX: 'auto' } }}
    >
      <DataTable
        rowClick={def.can('show') ? 'show' : def.can('edit') ? 'edit' : false}
        bulkActionButtons={hasBulk ? <BulkActions def={def} /> : false}
        size="small"
        sx={{
          '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
          '& .RaDataTable-headerCell': { whiteSpace: 'nowrap', fontWeight: 600 },
        }}
      >
        {columns.map((info) => (
          <DataTable.Col
            key={info.name}
            source={info.name}
            align={isNumeric(info) ? 'right' : 'left'}
            disableSort={info.kind === 'array' || !!info.meta.permission}
          >
            <FieldCell def={def} info={info} />
          </DataTable.Col>
        ))}
        {def.can('edit') || def.recordActions?.length ? (
          <DataTable.Col align="right" disableSort>
            <Stack direction="row" justifyContent="flex-end" onClick={(e) => e.stopPropagation()}>
              <RecordActions def={def} />
              {def.can('edit') && <EditButton />}
            </Stack>
          </DataTable.Col>
        ) : null}
      </DataTable>
    </List>
  );
}

function sectionsOf(def: ResourceDefinition, kind: 'form' | 'show', mode?: FormMode): FormSection<string>[] {
  const declared = kind === 'show' ? (def.show?.sections ?? def.form?.sections) : def.form?.sections;
  const sections: FormSection<string>[] = declared
    ? declared.map((s) => ({ key: s.key, fields: [...s.fields] }))
    : [{ key: 'basic', fields: def.fieldInfo.map((f) => f.name) }];
  const visible = (info: FieldInfo | undefined) =>
    !!info && !info.meta.hidden && (kind === 'show' || isEditable(info, mode ?? 'create'));
  const listed = new Set(sections.flatMap((s) => s.fields));
  if (kind === 'show') {
    // Read-only facts (id, dates, counters) not placed in a section close the detail page.
    const rest = def.fieldInfo.filter((f) => !listed.has(f.name) && !f.meta.hidden).map((f) => f.name);
    if (rest.length && declared) sections.push({ key: 'system', fields: rest });
  }
  return sections
    .map((s) => ({ key: s.key, fields: s.fields.filter((f) => visible(def.fieldMap[f])) }))
    .filter((s) => s.fields.length > 0);
}

function SectionTitle({ def, sectionKey }: { def: ResourceDefinition; sectionKey: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 1, mb: 1 }}>
      {translate(labelKeys.section(def.name, sectionKey), { _: translate(`app.sections.${sectionKey}`) })}
    </Typography>
  );
}

const twoColumns = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  columnGap: 3,
  width: '100%',
} as const;

function FormToolbar({ def, ...props }: ScreenProps & ToolbarProps) {
  return (
    <Toolbar {...props} sx={{ position: 'sticky', bottom: 0, zIndex: 2, justifyContent: 'space-between' }}>
      <SaveButton />
      {def.can('delete') && <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
  );
}

function ResourceForm({ def, mode }: ScreenProps & { mode: FormMode }) {
  const translate = useTranslate();
  const schema = useMemo(() => buildFormSchema(def, mode), [def, mode]);
  const resolver = useMemo(
    () => zodResolver(schema, { error: (issue) => issueMessage(issue, translate, def) }),
    [schema, translate, def],
  );
  const defaults = useMemo(
    () =>
      Object.fromEntries(
        def.fieldInfo.filter((f) => f.hasDefault && isEditable(f, mode)).map((f) => [f.name, f.defaultValue]),
      ),
    [def, mode],
  );
  const sections = sectionsOf(def, 'form', mode);
  return (
    <SimpleForm
      resolver={resolver}
      defaultValues={mode === 'create' ? defaults : undefined}
      warnWhenUnsavedChanges
      toolbar={<FormToolbar def={def} />}
      sx={{ maxWidth: 1040 }}
    >
      {sections.map((section, index) => (
        <Box key={section.key} sx={{ width: '100%' }}>
          {index > 0 && <Divider sx={{ my: 2 }} />}
          {sections.length > 1 && <SectionTitle def={def} sectionKey={section.key} />}
          <Box sx={twoColumns}>
            {section.fields.map((name) => {
              const info = def.fieldMap[name];
              const wide = info.widget === 'textarea' || info.widget === 'tags';
              return (
                <Box key={name} sx={wide ? { gridColumn: '1 / -1' } : undefined}>
                  <FieldInput def={def} info={info} />
                </Box>
              );
            })}
          </Box>
        </Box>
      ))}
    </SimpleForm>
  );
}

/** Create form: zod validation, pessimistic save so server errors reach the form. */
export function ResourceCreate({ def }: ScreenProps) {
  return (
    <Create resource={def.name} className={`create-${def.name}`} redirect={def.can('show') ? 'show' : 'list'}>
      <ResourceForm def={def} mode="create" />
    </Create>
  );
}

export function ResourceEdit({ def }: ScreenProps) {
  return (
    <Edit resource={def.name} mutationMode="pessimistic" redirect={def.can('show') ? 'show' : 'list'}>
      <ResourceForm def={def} mode="edit" />
    </Edit>
  );
}

/** The resource's extra record actions (e.g. "log in as" on a worker). */
function RecordActions({ def }: ScreenProps) {
  return (
    <Suspense fallback={null}>
      {def.recordActions?.map((Action, index) => (
        <Action key={index} />
      ))}
    </Suspense>
  );
}

function ShowActions({ def }: ScreenProps) {
  return (
    <TopToolbar>
      <RecordActions def={def} />
      {def.can('edit') && <EditButton />}
      {def.can('delete') && <DeleteButton mutationMode="pessimistic" />}
    </TopToolbar>
  );
}

/** Detail page: titled sections of labelled values. */
export function ResourceShow({ def }: ScreenProps) {
  const sections = sectionsOf(def, 'show');
  return (
    <Show resource={def.name} actions={<ShowActions def={def} />}>
      <Card variant="outlined" sx={{ border: 0 }}>
        <CardContent>
          {sections.map((section, index) => (
            <Box key={section.key} sx={{ mb: 2 }}>
              {index > 0 && <Divider sx={{ mb: 2 }} />}
              {sections.length > 1 && <SectionTitle def={def} sectionKey={section.key} />}
              <Box sx={{ ...twoColumns, rowGap: 2 }}>
                {section.fields.map((name) => (
                  <Labeled key={name} source={name} fullWidth>
                    <FieldCell def={def} info={def.fieldMap[name]} variant="show" />
                  </Labeled>
                ))}
              </Box>
            </Box>
          ))}
        </CardContent>
      </Card>
    </Show>
  );
}
