import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form, HttpError, SaveButton, TextInput } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { AppLocale } from '../../../../i18n';
import { plainValue, useFormConflict } from '../../../../src/components/conflict';
import { renderBlock } from '../../../support/renderBlock';

const MINE_READ = { id: 1, name: 'Ours', status: 1, revision: 3 };
const THEIRS = {
  id: 1,
  name: 'Theirs',
  status: 0,
  revision: 4,
  updated_by: '王芳',
  updated_at: '2026-03-01 10:20:30',
};
const TEXT: Record<AppLocale, string> = {
  'en-US': 'This record was changed by 王芳 at 2026-03-01 10:20:30; check before saving',
  'zh-CN': '此记录已被 王芳 于 2026-03-01 10:20:30 修改，请核对后再保存',
};
const LABELS: Record<AppLocale, Record<string, string>> = {
  'en-US': { name: 'Name', status: 'Status' },
  'zh-CN': { name: '名称', status: '状态' },
};
const STATUS: Record<AppLocale, Record<number, string>> = {
  'en-US': { 1: 'Open', 0: 'Closed' },
  'zh-CN': { 1: '营业', 0: '停业' },
};

type Save = (values: Record<string, unknown>, revision: number | undefined) => Promise<unknown>;

/** A server that refuses a write based on an older revision than its record's. */
function fakeServer(locale: AppLocale, current = THEIRS) {
  return vi.fn<Save>(async (_values, revision) => {
    if (revision !== current.revision)
      throw new HttpError(`409: ${TEXT[locale]}`, 409, {
        code: 409,
        reason: 'stale',
        text: TEXT[locale],
        current,
      });
    return undefined;
  });
}

/** A form as a feature writes one: the hook, its element inside, the base revision sent. */
function Harness({ locale, save }: { locale: AppLocale; save: Save }) {
  const conflict = useFormConflict({
    record: MINE_READ,
    fields: ['name', 'status'],
    labelOf: (field) => LABELS[locale][field],
    formatValue: (field, value) => (field === 'status' ? STATUS[locale][Number(value)] : plainValue(value)),
    resave: save,
  });
  const onSubmit = (values: Record<string, unknown>) =>
    save(values, conflict.baseRevision).catch((error: unknown) => {
      if (!conflict.onSaveError(error, values)) throw error;
    });
  return (
    <Form record={MINE_READ} onSubmit={onSubmit}>
      {conflict.element}
      <TextInput source="name" label={LABELS[locale].name} />
      <TextInput source="status" label={LABELS[locale].status} />
      <SaveButton />
    </Form>
  );
}

async function refusedSave(locale: AppLocale, save = fakeServer(locale)) {
  await renderBlock(<Harness locale={locale} save={save} />, locale);
  const name = await screen.findByLabelText(LABELS[locale].name);
  fireEvent.change(name, { target: { value: 'Mine' } });
  fireEvent.click(screen.getByRole('button', { name: locale === 'en-US' ? 'Save' : '保存' }));
  const dialog = await screen.findByRole('dialog');
  return { save, dialog, name };
}

describe('the merge view (issue 40 point 1)', () => {
  it('[E01] en-US: who and when, theirs beside mine; Esc keeps my edits; "Overwrite with mine" sends them on their revision', async () => {
    const { save, dialog, name } = await refusedSave('en-US');
    expect(dialog).toHaveAccessibleName('Someone else saved this record');
    expect(within(dialog).getByTestId('conflict-text')).toHaveTextContent(TEXT['en-US']);
    expect(
      within(dialog).getByRole('columnheader', { name: 'Theirs (王芳, 2026-03-01 10:20)' }),
    ).toBeInTheDocument();
    const nameRow = within(dialog).getByRole('row', { name: /^Name/ });
    expect(
      within(nameRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Theirs', 'Mine']);
    // Their change of a field I left alone is shown too, with its label, marked.
    const statusRow = within(dialog).getByRole('row', { name: /^Status/ });
    expect(statusRow).toHaveTextContent('You did not change this field');
    expect(
      within(statusRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Closed', 'Open (unchanged)']);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(name).toHaveValue('Mine');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Overwrite with mine' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Mine' }), 4);
    expect(name).toHaveValue('Mine');
  });

  it('zh-CN: the same view in Chinese; "保留对方的" shows their record, clean', async () => {
    const { dialog, name } = await refusedSave('zh-CN');
    expect(dialog).toHaveAccessibleName('此记录已被他人保存');
    expect(within(dialog).getByTestId('conflict-text')).toHaveTextContent(TEXT['zh-CN']);
    expect(
      within(dialog).getByRole('columnheader', { name: '对方的（王芳，2026-03-01 10:20）' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('columnheader', { name: '我的' })).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: /^状态/ })).toHaveTextContent('您未修改此字段');
    for (const label of ['继续编辑', '用我的覆盖', '重新加载并保留我的副本'])
      expect(within(dialog).getByRole('button', { name: label })).toBeEnabled();

    fireEvent.click(within(dialog).getByRole('button', { name: '保留对方的' }));
    await waitFor(() => expect(name).toHaveValue('Theirs'));
    expect(screen.getByLabelText('状态')).toHaveValue('0');
    await waitFor(() => expect(screen.getByRole('button', { name: '保存' })).toBeDisabled());
  });

  it('zh-CN: "重新加载并保留我的副本" shows theirs and keeps mine in a panel: put all back (dirty)', async () => {
    const { dialog, name } = await refusedSave('zh-CN');
    fireEvent.click(within(dialog).getByRole('button', { name: '重新加载并保留我的副本' }));
    await waitFor(() => expect(name).toHaveValue('Theirs'));
    const panel = screen.getByTestId('conflict-kept');
    expect(panel).toHaveTextContent('重新加载前您填写的值');
    // Only what I changed is kept: their status change was not mine.
    expect(within(panel).getByTestId('conflict-kept-name')).toHaveTextContent('名称Mine');
    expect(within(panel).queryByTestId('conflict-kept-status')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: '全部放回' }));
    await waitFor(() => expect(name).toHaveValue('Mine'));
    expect(screen.queryByTestId('conflict-kept')).toBeNull();
    // The form's dirty state follows the values put back on its next render.
    await waitFor(() => expect(screen.getByRole('button', { name: '保存' })).toBeEnabled());
  });

  it('en-US: the kept copy can be dismissed, leaving their record, clean', async () => {
    const { dialog, name } = await refusedSave('en-US');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reload, keeping a copy of mine' }));
    await waitFor(() => expect(name).toHaveValue('Theirs'));
    const panel = screen.getByTestId('conflict-kept');
    expect(within(panel).getByRole('button', { name: 'Put back Name' })).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByTestId('conflict-kept')).toBeNull());
    expect(name).toHaveValue('Theirs');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
  });

  it('en-US: a second conflict while overwriting opens the view again, with the newer record', async () => {
    const newer = { ...THEIRS, name: 'Theirs again', revision: 5, updated_by: '李雷' };
    const save = fakeServer('en-US');
    const { dialog } = await refusedSave('en-US', save);
    save.mockImplementation(async (_values, revision) => {
      if (revision === newer.revision) return undefined;
      throw new HttpError('409', 409, {
        code: 409,
        reason: 'stale',
        text: 'changed by 李雷',
        current: newer,
      });
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Overwrite with mine' }));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /^Theirs \(李雷/ })).toBeInTheDocument(),
    );
    expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Mine' }), 4);
    expect(within(screen.getByRole('row', { name: /^Name/ })).getAllByRole('cell')[0]).toHaveTextContent(
      'Theirs again',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Overwrite with mine' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Mine' }), 5);
  });
});
