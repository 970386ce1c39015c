import EditIcon from '@mui/icons-material/Edit';
import {
  Button,
  CircularProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useGetList, useGetMany, useTranslate, type RaRecord } from 'react-admin';
import type { QuestionAnswerChange } from '../../../../../dataProvider';
import { LoadError } from '../../../../components/LoadError';
import { labelKeys } from '../../../../platform/labels';
import { useAppMutation } from '../../../../platform/mutations';
import { useCanAction } from '../../../../platform/session';
import { useDraft, type DraftValues } from '../../../../platform/useDraft';
import { detailWrites } from '../../api/detail';
import {
  Pager,
  RowsSkeleton,
  TabBody,
  TabEmpty,
  TabNotAllowed,
  TabSection,
  useCustomerPage,
  useListAllowed,
} from './tabKit';
import type { DetailTabProps } from './types';

const RESOURCE = 'customer-question-answer';
const PER_PAGE = 20;
const SORT = { field: 'question_id', order: 'ASC' } as const;

interface Answer extends RaRecord {
  id: number;
  question_id?: number;
  answer_id?: number;
  content?: string;
}

type Draft = Readonly<Record<number, { answer_id: number | null; content: string }>>;

const textOf = (r: RaRecord | undefined, field: string) =>
  r && typeof r[field] === 'string' ? (r[field] as string) : '';

/** The answers a draft changed, against the answers as loaded. */
function changesOf(data: readonly Answer[] | undefined, draft: Draft): QuestionAnswerChange[] {
  return (data ?? []).flatMap((a): QuestionAnswerChange[] => {
    const d = draft[a.id];
    if (!d || (d.answer_id === (a.answer_id ?? null) && d.content === (a.content ?? ''))) return [];
    return [{ id: a.id, answer_id: d.answer_id, content: d.content }];
  });
}

const isChange = (value: unknown): value is QuestionAnswerChange =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as QuestionAnswerChange).id === 'number' &&
  typeof (value as QuestionAnswerChange).content === 'string';

/** The changed answers of a kept draft (drafts.ts), as a draft of the table. */
function keptChanges({ changes }: DraftValues): Draft {
  const list = Array.isArray(changes) ? changes.filter(isChange) : [];
  return Object.fromEntries(
    list.map((c) => [c.id, { answer_id: c.answer_id ?? null, content: c.content ?? '' }]),
  );
}

/** The customer's questionnaire answers (`customer-question-answer`), changed together (batch update). */
export default function QuestionTab({ customerId }: DetailTabProps) {
  const translate = useTranslate();
  const canList = useListAllowed(RESOURCE);
  const canEdit = useCanAction({ resource: RESOURCE }, 'edit');
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState<Draft>();
  const { data, total, isPending, error, refetch } = useCustomerPage<Answer>(
    RESOURCE,
    customerId,
    page,
    PER_PAGE,
    SORT,
    canList === true,
  );
  const questionIds = [
    ...new Set((data ?? []).map((a) => a.question_id).filter((id): id is number => typeof id === 'number')),
  ];
  const questions = useGetMany('question', { ids: questionIds }, { enabled: questionIds.length > 0 });
  const choices = useGetList(
    'answer',
    {
      filter: { question_id: questionIds },
      pagination: { page: 1, perPage: 500 },
      sort: { field: 'sort', order: 'ASC' },
    },
    { enabled: questionIds.length > 0 },
  );
  // The rows show once their questions and choices are there too: texts arriving later would make
  // them taller and move the page (CLS).
  const lookupsPending = questionIds.length > 0 && (questions.isPending || choices.isPending);
  const questionTitle = (id: number | undefined) =>
    textOf(
      questions.data?.find((q) => q.id === id),
      'title',
    );
  const choicesOf = (id: number | undefined) => (choices.data ?? []).filter((c) => c.question_id === id);
  const choiceText = (id: number | undefined) =>
    textOf(
      choices.data?.find((c) => c.id === id),
      'content',
    );

  const save = useAppMutation(detailWrites.questionAnswers);

  const loaded = (): Draft =>
    Object.fromEntries(
      (data ?? []).map((a) => [a.id, { answer_id: a.answer_id ?? null, content: a.content ?? '' }]),
    );
  const startEditing = () => setDraft(loaded());
  // Kept through a reload the user did not ask for (E02, another tab's login, a new deploy).
  const changed = draft ? changesOf(data, draft) : [];
  const kept = useDraft('questionnaire', changed.length > 0 ? { changes: changed } : undefined, (values) =>
    setDraft({ ...loaded(), ...keptChanges(values) }),
  );
  const submit = () => {
    if (!draft) return;
    const changes = changesOf(data, draft);
    if (changes.length === 0) setDraft(undefined);
    // The draft is dropped on success only: a failure keeps every changed answer.
    else save.mutate(changes, { onSuccess: () => setDraft(undefined) });
  };
  const change = (id: number, patch: Partial<Draft[number]>) =>
    setDraft((d) => (d && d[id] ? { ...d, [id]: { ...d[id], ...patch } } : d));

  const actions = canEdit && !!data?.length && (
    <Stack direction="row" spacing={1}>
      {draft ? (
        <>
          <Button size="small" onClick={() => setDraft(undefined)} disabled={save.isPending}>
            {translate('app.customer_detail_tabs.question.cancel')}
          </Button>
          <Button
            size="small"
            variant="contained"
            onClick={submit}
            disabled={save.isPending}
            startIcon={save.isPending ? <CircularProgress size={16} /> : undefined}
            data-testid="question-save"
          >
            {translate('app.customer_detail_tabs.question.save')}
          </Button>
        </>
      ) : (
        <Button size="small" startIcon={<EditIcon />} onClick={startEditing} data-testid="question-edit">
          {translate('app.customer_detail_tabs.question.edit')}
        </Button>
      )}
    </Stack>
  );

  return (
    <TabBody testId="question-tab">
      {kept}
      <TabSection title={translate('app.customer_detail_tabs.tabs.question')} actions={actions}>
        {canList === false ? (
          <TabNotAllowed />
        ) : error != null ? (
          <LoadError error={error} onRetry={() => void refetch()} />
        ) : isPending || canList === undefined || lookupsPending ? (
          <RowsSkeleton rows={8} height={40} />
        ) : !data?.length ? (
          <TabEmpty text={translate('app.customer_detail_tabs.question.empty')} />
        ) : (
          <>
            <Table size="small" sx={{ tableLayout: 'fixed' }}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ fontWeight: 600, width: '40%' }}>
                    {translate(labelKeys.field(RESOURCE, 'question_id'))}
                  </TableCell>
                  <TableCell sx={{ fontWeight: 600 }}>
                    {translate('app.customer_detail_tabs.question.answer')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((a) => {
                  const d = draft?.[a.id];
                  const options = choicesOf(a.question_id);
                  return (
                    <TableRow key={a.id} data-testid="question-row">
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{questionTitle(a.question_id)}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>
                        {d && options.length > 0 ? (
                          <TextField
                            select
                            size="small"
                            fullWidth
                            value={d.answer_id ?? ''}
                            onChange={(e) => change(a.id, { answer_id: Number(e.target.value) })}
                            aria-label={questionTitle(a.question_id)}
                          >
                            {options.map((o) => (
                              <MenuItem key={o.id} value={o.id}>
                                {textOf(o, 'content')}
                              </MenuItem>
                            ))}
                          </TextField>
                        ) : d ? (
                          <TextField
                            size="small"
                            fullWidth
                            value={d.content}
                            onChange={(e) => change(a.id, { content: e.target.value })}
                            slotProps={{
                              htmlInput: {
                                maxLength: 500,
                                'aria-label': translate('app.customer_detail_tabs.question.text'),
                              },
                            }}
                          />
                        ) : (
                          [choiceText(a.answer_id), a.content].filter(Boolean).join(' · ')
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
            <Pager page={page} perPage={PER_PAGE} total={total} onChange={setPage} />
          </>
        )}
      </TabSection>
    </TabBody>
  );
}
