import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider, type I18nProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineResource } from '../../../resources/core/define';
import { field } from '../../../resources/core/meta';
import { FieldCell } from '../../../src/registry/cells';

const call = defineResource({
  name: 'call',
  api: { path: 'call' },
  schema: z.object({
    id: z.number(),
    record_url: field(z.string().optional(), { widget: 'audio' }),
    site: field(z.string().optional(), { widget: 'url' }),
    called_at: field(z.string().optional(), { widget: 'datetime' }),
  }),
  menu: false,
  operations: ['list'],
});

const member = defineResource({
  name: 'member',
  api: { path: 'member' },
  schema: z.object({
    id: z.number(),
    name: field(z.string(), { person: { avatar: 'avatar', subtitle: 'number' } }),
    avatar: z.string().optional(),
    number: z.string().optional(),
  }),
  menu: false,
  operations: ['list'],
});

const pet = defineResource({
  name: 'pet',
  api: { path: 'pet' },
  schema: z.object({ id: z.number(), kind: z.enum(['cat', 'dog']) }),
  menu: false,
  operations: ['list'],
});

/** A translation provider that counts what it is asked, in a language that can change. */
function countingTranslations() {
  let locale = 'en-US';
  const translate = vi.fn((key: string) => `${locale}:${key.split('.').pop() ?? key}`);
  const provider: I18nProvider = {
    translate,
    changeLocale: async (next) => {
      locale = next;
    },
    getLocale: () => locale,
  };
  return { provider, translate, setLocale: (next: string) => void (locale = next) };
}

function cell(name: 'record_url' | 'site' | 'called_at', record: Record<string, unknown>) {
  return render(
    <AdminContext>
      <RecordContextProvider value={{ id: 1, ...record }}>
        <FieldCell def={call} info={call.fieldMap[name]} />
      </RecordContextProvider>
    </AdminContext>,
  );
}

describe('server links and media in generated cells', () => {
  it('links only to http(s) addresses', () => {
    cell('site', { site: 'https://love.example.com/a' });
    expect(screen.getByRole('link')).toHaveAttribute('href', 'https://love.example.com/a');
  });

  it('shows any other scheme as plain text, never as a link', () => {
    cell('site', { site: 'javascript:alert(1)' });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('javascript:alert(1)')).toBeInTheDocument();
  });

  it('plays recordings from http(s) only', () => {
    const { container, unmount } = cell('record_url', { record_url: 'https://cdn.example.com/r.mp3' });
    expect(container.querySelector('audio')).toHaveAttribute('src', 'https://cdn.example.com/r.mp3');
    unmount();
    const other = cell('record_url', { record_url: 'data:audio/mp3;base64,AAAA' });
    expect(other.container.querySelector('audio')).toBeNull();
  });
});

describe('list cells stay cheap', () => {
  it("a list's chips share their labels: each is translated once per language, not once per row", () => {
    const { provider, translate, setLocale } = countingTranslations();
    const rows = (key: string) => (
      <AdminContext i18nProvider={provider} key={key}>
        {[1, 2, 3, 4].map((id) => (
          <RecordContextProvider key={id} value={{ id, kind: id === 4 ? 'dog' : 'cat' }}>
            <FieldCell def={pet} info={pet.fieldMap.kind} />
          </RecordContextProvider>
        ))}
      </AdminContext>
    );
    const view = render(rows('en'));
    expect(screen.getAllByText('en-US:cat')).toHaveLength(3);
    expect(screen.getByText('en-US:dog')).toBeInTheDocument();
    const asked = () => translate.mock.calls.filter(([key]) => key.startsWith('resources.pet.'));
    expect(asked()).toHaveLength(2);
    setLocale('zh-CN');
    view.rerender(rows('zh'));
    expect(screen.getAllByText('zh-CN:cat')).toHaveLength(3);
    expect(asked()).toHaveLength(4);
  });

  it('[S17] a list date shows the short form; its tooltip with the full date is made on hover only', async () => {
    const year = new Date().getFullYear();
    cell('called_at', { called_at: `${year}-03-04T05:06:00` });
    const short = screen.getByText('03-04 05:06');
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(short);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(`${year}-03-04 05:06`);
  });

  it("a person's picture loads only when its row comes near the view, without holding the page's rendering", () => {
    render(
      <AdminContext>
        <RecordContextProvider
          value={{ id: 1, name: 'Wang Fang', avatar: 'https://cdn.example.com/a.png', number: 'C001' }}
        >
          <FieldCell def={member} info={member.fieldMap.name} />
        </RecordContextProvider>
      </AdminContext>,
    );
    const picture = screen.getByRole('img', { name: 'Wang Fang' });
    expect(picture).toHaveAttribute('src', 'https://cdn.example.com/a.png');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('decoding', 'async');
    expect(screen.getByText('C001')).toBeInTheDocument();
  });
});
