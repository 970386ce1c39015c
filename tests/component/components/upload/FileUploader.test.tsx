import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { AdminContext, Notification } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { createDataProvider, type AppDataProvider } from '../../../../dataProvider';
import { createI18nProvider } from '../../../../i18n';
import type { AppLocale } from '../../../../i18n/locale';
import { resources } from '../../../../resources';
import { FileUploader } from '../../../../src/components/upload/FileUploader';
import { FILE_MAX_BYTES } from '../../../../src/components/upload/uploadModel';

const M = 1024 * 1024;

function file(name: string, size: number): File {
  const f = new File([new Uint8Array(Math.min(size, 4))], name);
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

function Harness({ onChange }: { onChange(value: string[]): void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <FileUploader
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

async function renderUploader(uploadFile: AppDataProvider['uploadFile'], locale: AppLocale = 'zh-CN') {
  const onChange = vi.fn();
  const dataProvider: AppDataProvider = { ...createDataProvider(resources), uploadFile };
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={await createI18nProvider(locale)}>
        <Harness onChange={onChange} />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  const input = (await screen.findByTestId('file-zone')).querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no input');
  const choose = (...files: File[]) => {
    Object.defineProperty(input, 'files', { value: files, configurable: true });
    fireEvent.change(input);
  };
  return { onChange, choose };
}

describe('file uploader', () => {
  const refusals: [string, File[], string][] = [
    ['[V10] a file over 100M', [file('big.xlsx', 100 * M + 1)], '文件大小超过100M，请压缩后重试'],
    ['[V11] a .pdf', [file('scan.pdf', 10)], '不支持以 .pdf 扩展类型的文件或图片上传!'],
    ['[V12] two files where one is allowed', [file('a.doc', 10), file('b.doc', 10)], '超过文件上传数量限制'],
    ['[V13] an empty file', [file('empty.mp3', 0)], '所选信息中存在空文件或目录，请重新选择'],
  ];
  it.each(refusals)('%s is refused with the spec text before any request', async (_, files, message) => {
    const uploadFile = vi.fn<AppDataProvider['uploadFile']>();
    const { choose } = await renderUploader(uploadFile);
    choose(...files);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('[V10] one byte over the limit nginx is rendered from is refused in English too, nothing sent', async () => {
    const uploadFile = vi.fn<AppDataProvider['uploadFile']>();
    const { choose } = await renderUploader(uploadFile, 'en-US');
    choose(file('big.xlsx', FILE_MAX_BYTES + 1));
    expect(
      await screen.findByText('The file is larger than 100M, please compress it and try again'),
    ).toBeInTheDocument();
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('[V11][E18] uploads an accepted file, says "上传中..." then "上传成功" for 500 ms, lists it', async () => {
    let finish: (v: Awaited<ReturnType<AppDataProvider['uploadFile']>>) => void = () => undefined;
    const uploadFile = vi.fn<AppDataProvider['uploadFile']>(
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    const { choose, onChange } = await renderUploader(uploadFile);
    const chosen = file('voice.m4a', 2048);
    choose(chosen);
    expect(await screen.findByText('上传中...')).toBeInTheDocument();
    expect(uploadFile).toHaveBeenCalledWith(chosen, expect.any(Function));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await act(async () =>
        finish({
          host: 'https://cdn.example.com',
          path: '/admin/voice.m4a',
          url: 'https://cdn.example.com/admin/voice.m4a',
        }),
      );
      expect(screen.getByText('上传成功')).toBeInTheDocument();
      expect(onChange).toHaveBeenLastCalledWith(['https://cdn.example.com/admin/voice.m4a']);
      expect(screen.getByRole('link', { name: 'voice.m4a' })).toHaveAttribute(
        'href',
        'https://cdn.example.com/admin/voice.m4a',
      );
      await act(async () => vi.advanceTimersByTime(499));
      expect(screen.getByText('上传成功')).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(2));
      expect(screen.queryByText('上传成功')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('[E06] shows the server text of a refused upload and keeps nothing', async () => {
    const uploadFile = vi.fn<AppDataProvider['uploadFile']>(() => Promise.reject(new Error('存储空间不足')));
    const { choose, onChange } = await renderUploader(uploadFile);
    choose(file('a.wav', 10));
    expect(await screen.findByText('存储空间不足')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});
