import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readSheet } from 'read-excel-file/universal';
import { describe, expect, it, vi } from 'vitest';
import { resourceCatalogues } from '../../../i18n/resourceMessages';
import { resources } from '../../../resources';
import { ImportWizard } from '../../../src/components/import-wizard/ImportWizard';
import { reportFileName, reportWorkbook } from '../../../src/components/import-wizard/report';
import type { ImportWizardProps } from '../../../src/components/import-wizard/types';
import { readableBlobs } from '../../support/blobReading';
import { renderBlock } from '../../support/renderBlock';

// The import wizard on its own (issue 43), its calls given as props: what it decides before (and
// without) any request, and the file of the rows not imported.

readableBlobs();
const customer = resources.find((r) => r.name === 'customer')!;
const OUTCOME = { count: 0, created: 0, updated: 0, skipped: 0, invalid: 0, rows: [] };

function renderWizard(overrides: Partial<ImportWizardProps> = {}, locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  const props: ImportWizardProps = {
    def: customer,
    catalogue: resourceCatalogues.customer,
    texts: {
      title: 'app.customer_actions.import.title',
      wrongType: 'app.customer_actions.import.wrong_type',
    },
    downloadExample: vi.fn(async () => undefined),
    exampleError: String,
    loadAreaChildren: vi.fn(async () => []),
    check: vi.fn(async () => ({ ok: 0, invalid: 0, duplicate: 0, repeated: 0, rows: [] })),
    importRows: vi.fn(async () => OUTCOME),
    importRaw: vi.fn(async () => OUTCOME),
    errorText: (error) => (error instanceof Error ? error.message : String(error)),
    onImported: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  };
  return { props, rendered: renderBlock(<ImportWizard {...props} />, locale) };
}

async function choose(file: File) {
  const dialog = await screen.findByTestId('import-dialog');
  fireEvent.change(within(dialog).getByTestId('import-file'), { target: { files: [file] } });
  return dialog;
}

describe('import wizard (issue 43)', () => {
  it('[E07] an .xls is said to be unreadable here and sent as it is on demand; the server refusal shows in place', async () => {
    const importRaw = vi
      .fn<ImportWizardProps['importRaw']>()
      .mockRejectedValueOnce(new Error('422: 演示环境不支持 .xls 文件'))
      .mockResolvedValueOnce({ ...OUTCOME, count: 3, created: 3, skipped: 1, invalid: 1 });
    const { props } = renderWizard({ importRaw });
    const dialog = await choose(new File(['\u00d0\u00cf'], '客户.xls'));
    expect(await within(dialog).findByTestId('import-xls')).toHaveTextContent('浏览器无法读取 .xls');
    expect(importRaw).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: '直接发送' }));
    expect(await within(dialog).findByTestId('import-error')).toHaveTextContent('演示环境不支持 .xls 文件');
    fireEvent.click(within(dialog).getByRole('button', { name: '直接发送' }));
    expect(await within(dialog).findByTestId('import-result')).toHaveTextContent('3 条已导入，2 条已跳过');
    expect(importRaw).toHaveBeenCalledTimes(2);
    expect(props.onImported).toHaveBeenCalledWith({ created: 3, updated: 0 });
  });

  it('refuses a file of more than 10,000 rows in words, before any request', async () => {
    const { props } = renderWizard({}, 'en-US');
    const rows = Array.from({ length: 10_001 }, (_, i) => `客户${i},139${String(i).padStart(8, '0')}`);
    const dialog = await choose(new File([`Name,Phone\n${rows.join('\n')}`], 'big.csv'));
    expect(await within(dialog).findByTestId('import-too-many')).toHaveTextContent(
      'The file has 10,001 rows: at most 10,000 rows can be imported at once.',
    );
    expect(props.check).not.toHaveBeenCalled();
  });

  it('closing (Escape too) with a file chosen and not imported asks first', async () => {
    const { props } = renderWizard();
    const dialog = await choose(new File(['姓名,手机号\n甲,13900000001\n'], 'a.csv'));
    await within(dialog).findByTestId('import-columns');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(await screen.findByText('所选文件尚未导入，确定关闭吗？')).toBeVisible();
    expect(props.onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('所选文件尚未导入，确定关闭吗？')).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    fireEvent.click(await screen.findByRole('button', { name: '关闭' }));
    await waitFor(() => expect(props.onClose).toHaveBeenCalledTimes(1));
  });

  it('the rows not imported: the file’s own header and cells, and a last column with the reason', async () => {
    const header = ['姓名', '手机号', '备注'];
    const rows = [
      ['甲', '13900000001', ''],
      ['乙', '139', '=1+1'],
      ['丙', '13900000003', 'x'],
    ];
    const bytes = reportWorkbook(header, rows, new Map([[1, '手机号：格式不正确：139']]), {
      reason: '原因',
      sheet: '未导入的行',
      fileName: '导入未成功的行',
    });
    const sheet = await readSheet(new Uint8Array(bytes).buffer);
    expect(sheet.map((row) => row.map((cell) => (cell === null ? '' : String(cell))))).toEqual([
      ['姓名', '手机号', '备注', '原因'],
      ['乙', '139', '=1+1', '手机号：格式不正确：139'],
    ]);
    expect(reportFileName('导入未成功的行')).toMatch(/^导入未成功的行-\d{8}-\d{4}\.xlsx$/);
  });
});
