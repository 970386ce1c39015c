import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, type DataProvider, type GetListParams } from 'react-admin';
import { createI18nProvider } from '../../../i18n';
import { HelpHint } from '../../../src/components/HelpHint';

// Issue 16 point 9: explanations (name, note) shown as help next to what they explain.

function fakeProvider(calls: GetListParams[]): DataProvider {
  const rows = [
    { id: 1, type: 1, name: '意向客户', note: '已到店或明确表达合作意向的客户', sort: 0 },
    {
      id: 2,
      type: 1,
      name: '沉睡客户',
      note: '<p><b>30 天</b>未跟进的客户<img src=x onerror="alert(1)"></p>',
      sort: 1,
    },
  ];
  return {
    getList: (_resource: string, params: GetListParams) => {
      calls.push(params);
      return Promise.resolve({ data: rows, total: rows.length });
    },
  } as unknown as DataProvider;
}

async function renderHint(name: string, calls: GetListParams[]) {
  const i18nProvider = await createI18nProvider('zh-CN');
  render(
    <AdminContext dataProvider={fakeProvider(calls)} i18nProvider={i18nProvider}>
      <span>
        状态
        <HelpHint type={1} name={name} />
      </span>
    </AdminContext>,
  );
}

describe('help hints from the explanations', () => {
  it('[S19] asks for the type with page size 100 and shows the note of the name as plain text', async () => {
    const calls: GetListParams[] = [];
    await renderHint('沉睡客户', calls);
    const hint = await screen.findByRole('button', { name: '“沉睡客户”的说明' });
    expect(calls[0]?.filter).toEqual({ type: 1 });
    expect(calls[0]?.pagination).toEqual({ page: 1, perPage: 100 });
    fireEvent.mouseOver(hint);
    const tip = await screen.findByRole('tooltip');
    // The note is rich text (issue 16 point 5): the tooltip shows its text, tags stripped.
    expect(tip).toHaveTextContent('30 天未跟进的客户');
    expect(tip).not.toHaveTextContent('<b>');
    expect(tip.querySelector('b, img')).toBeNull();
  });

  it('shows nothing for a name without an explanation', async () => {
    const calls: GetListParams[] = [];
    await renderHint('无此项', calls);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByTestId('help-hint')).toBeNull();
  });
});
