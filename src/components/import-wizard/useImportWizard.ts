import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocaleState } from 'react-admin';
import { toAppLocale } from '../../../i18n/locale';
import { importFieldsOf, type ImportField } from '../../platform/spreadsheet/fields';
import { matchHeaders } from '../../platform/spreadsheet/headers';
import { extensionOf } from '../../platform/spreadsheet/read';
import {
  cleanFile,
  cleanRows,
  convertAll,
  mappingKey,
  sendableRows,
  verdicts,
  type CheckResult,
} from './check';
import { parseFile, type ParsedFile } from './parseFile';
import { runBatches, startRun, type RunState } from './run';
import type { ImportDuplicateRule, ImportResult } from '../../../dataProvider/methods/customerRecord';
import type { ImportWizardProps } from './types';

/** The wizard's steps, in order. */
export const STEPS = ['file', 'columns', 'check', 'import'] as const;
export type StepName = (typeof STEPS)[number];

/** V20: the spreadsheets an import takes. */
export const IMPORT_EXTENSIONS = ['xlsx', 'xls', 'csv'] as const;

/** A chosen file and what reading it gave. */
export type FileState =
  | { status: 'none' }
  /** V20: not a spreadsheet; nothing was read or sent. */
  | { status: 'refused' }
  | { status: 'reading'; file: File }
  | ({ file: File } & ParsedFile);

export type CheckPhase =
  | { phase: 'idle' }
  | { phase: 'converting'; done: number }
  | { phase: 'asking' }
  | { phase: 'failed'; error: string }
  | { phase: 'done'; result: CheckResult };

export type RunPhase =
  | { phase: 'idle' }
  | { phase: 'running' }
  | { phase: 'done' }
  | { phase: 'cancelled' }
  | { phase: 'failed'; error: string };

/** The .xls sent as it is: under way, refused (the server's text), or its outcome. */
export type RawPhase =
  | { phase: 'idle' }
  | { phase: 'sending' }
  | { phase: 'failed'; error: string }
  | { phase: 'done'; outcome: ImportResult };

/** The state and the moves of the import wizard (everything but its looks). */
export function useImportWizard(props: ImportWizardProps) {
  const { def, catalogue } = props;
  const [localeTag] = useLocaleState();
  const locale = toAppLocale(localeTag);
  const fields = useMemo(() => importFieldsOf(def, catalogue), [def, catalogue]);
  const fieldMap = useMemo(() => new Map(fields.map((f) => [f.name, f])), [fields]);
  const [step, setStep] = useState(0);
  const [file, setFile] = useState<FileState>({ status: 'none' });
  const [mapping, setMapping] = useState<(string | null)[]>([]);
  const [check, setCheck] = useState<CheckPhase>({ phase: 'idle' });
  const [duplicate, setDuplicate] = useState<ImportDuplicateRule>('skip');
  const [run, setRun] = useState<RunState>();
  const [runPhase, setRunPhase] = useState<RunPhase>({ phase: 'idle' });
  const [raw, setRaw] = useState<RawPhase>({ phase: 'idle' });
  const work = useRef<AbortController>(undefined);
  // What was already said to the caller (rows written), so a close after a cancel says nothing twice.
  const reported = useRef(0);
  // The file chosen last: reading an earlier one may end after it.
  const latest = useRef<File>(undefined);
  useEffect(() => () => work.current?.abort(), []);

  const sheet = file.status === 'rows' ? file : undefined;
  const typeName = def.import?.type ?? def.name;

  /** Stops the work under way (a check or an import) and starts a new one. */
  const newWork = () => {
    work.current?.abort();
    work.current = new AbortController();
    return work.current;
  };

  /** Says once to the caller that rows were written (its toast, its lists refreshed). */
  const report = (created: number, updated: number) => {
    if (created + updated > reported.current) {
      reported.current = created + updated;
      props.onImported({ created, updated });
    }
  };

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    newWork().abort();
    latest.current = chosen;
    setCheck({ phase: 'idle' });
    setRaw({ phase: 'idle' });
    if (!(IMPORT_EXTENSIONS as readonly string[]).includes(extensionOf(chosen.name))) {
      setFile({ status: 'refused' });
      return;
    }
    setFile({ status: 'reading', file: chosen });
    const parsed = await parseFile(chosen);
    // Another file chosen meanwhile: this one is forgotten.
    if (latest.current !== chosen) return;
    setFile({ file: chosen, ...parsed });
    if (parsed.status === 'rows') {
      setMapping(matchHeaders(parsed.header, fields));
      setStep(1);
    }
  };

  const sendRaw = async () => {
    if (file.status !== 'xls') return;
    setRaw({ phase: 'sending' });
    try {
      const outcome = await props.importRaw(file.file);
      setRaw({ phase: 'done', outcome });
      report(outcome.created, outcome.updated);
      setStep(3);
    } catch (error) {
      setRaw({ phase: 'failed', error: props.errorText(error) });
    }
  };

  const mappedFields = (): (ImportField | null)[] =>
    mapping.map((name) => (name ? (fieldMap.get(name) ?? null) : null));
  const sentFields = () => fields.filter((f) => mapping.includes(f.name)).map((f) => f.name);

  const startCheck = async () => {
    if (!sheet) return;
    const controller = newWork();
    const key = mappingKey(mapping);
    setCheck({ phase: 'converting', done: 0 });
    try {
      const { converted, areaNames } = await convertAll({
        rows: sheet.rows,
        mapping: mappedFields(),
        loadAreaChildren: props.loadAreaChildren,
        onProgress: (done) => setCheck({ phase: 'converting', done }),
        signal: controller.signal,
      });
      setCheck({ phase: 'asking' });
      const sent = cleanRows(converted);
      const names = sentFields();
      const dry =
        sent.length === 0
          ? { rows: [] }
          : await props.check(
              cleanFile(
                names,
                sent.map((i) => converted[i]),
                `${typeName}.csv`,
              ),
              controller.signal,
            );
      controller.signal.throwIfAborted();
      setCheck({
        phase: 'done',
        result: { key, fields: names, converted, rows: verdicts(converted, sent, dry), areaNames },
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      setCheck({ phase: 'failed', error: props.errorText(error) });
    }
  };

  const runFrom = async (from: RunState) => {
    if (check.phase !== 'done') return;
    const controller = newWork();
    setRunPhase({ phase: 'running' });
    let state = from;
    try {
      state = await runBatches(from, {
        fields: check.result.fields,
        converted: check.result.converted,
        duplicate,
        send: props.importRows,
        signal: controller.signal,
        fileName: `${typeName}.csv`,
        onBatch: (next) => {
          state = next;
          setRun(next);
        },
      });
      setRunPhase({ phase: 'done' });
    } catch (error) {
      const cancelled = controller.signal.aborted;
      setRunPhase(cancelled ? { phase: 'cancelled' } : { phase: 'failed', error: props.errorText(error) });
      // A failure keeps the rows written for a retry; closing then says what was written.
      if (!cancelled) return;
    }
    report(state.created, state.updated);
  };

  const goTo = (next: number) => {
    // Leaving a check under way stops it; its result (once there) is kept for the same mapping.
    if (step === 2 && check.phase !== 'done' && check.phase !== 'failed') {
      work.current?.abort();
      setCheck({ phase: 'idle' });
    }
    setStep(next);
    if (next === 2 && (check.phase !== 'done' || check.result.key !== mappingKey(mapping))) void startCheck();
  };

  const startImport = () => {
    if (check.phase !== 'done') return;
    const first = startRun(sendableRows(check.result.rows));
    setRun(first);
    setStep(3);
    void runFrom(first);
  };

  const cancelRun = () => work.current?.abort();
  const retryRun = () => run && void runFrom(run);

  /** Whether closing now throws away a chosen file (or stops an import): the dialog asks first. */
  const closeLoses =
    runPhase.phase === 'running' ||
    runPhase.phase === 'failed' ||
    ((file.status === 'reading' || file.status === 'rows' || file.status === 'xls') &&
      runPhase.phase === 'idle' &&
      raw.phase !== 'done');

  const close = () => {
    work.current?.abort();
    if (run) report(run.created, run.updated);
    props.onClose();
  };

  return {
    locale,
    fields,
    fieldMap,
    step,
    goTo,
    file,
    choose,
    sheet,
    raw,
    sendRaw,
    mapping,
    setMapping,
    check,
    startCheck,
    duplicate,
    setDuplicate,
    startImport,
    run,
    runPhase,
    cancelRun,
    retryRun,
    closeLoses,
    close,
  };
}

export type ImportWizardState = ReturnType<typeof useImportWizard>;
