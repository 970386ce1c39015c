import { HttpError, type DataProvider, type Identifier, type RaRecord } from 'react-admin';

type Row = RaRecord & Record<string, unknown>;

function matches(row: Row, filter: Record<string, unknown>): boolean {
  return Object.entries(filter).every(([key, wanted]) => {
    if (wanted === undefined || wanted === '') return true;
    if (key === 'q') {
      const needle = String(wanted).toLowerCase();
      return Object.values(row).some((value) => String(value).toLowerCase().includes(needle));
    }
    return row[key] === wanted;
  });
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''));
}

/** A dataProvider over arrays held in memory (the baseline's whole backend). */
export function createMemoryDataProvider(initial: Readonly<Record<string, readonly Row[]>>): DataProvider {
  const tables = new Map(
    Object.entries(initial).map(([name, rows]) => [name, rows.map((row) => ({ ...row }))]),
  );
  let nextId = Math.max(0, ...[...tables.values()].flat().map((row) => Number(row.id) || 0)) + 1;

  const table = (resource: string): Row[] => {
    const rows = tables.get(resource);
    if (!rows) throw new HttpError(`Unknown resource ${resource}`, 404);
    return rows;
  };
  const find = (resource: string, id: Identifier): Row => {
    const row = table(resource).find((candidate) => String(candidate.id) === String(id));
    if (!row) throw new HttpError(`${resource} ${id} not found`, 404);
    return row;
  };
  const cast = <T>(value: unknown): T => value as T;

  return {
    async getList(resource, { filter = {}, sort, pagination }) {
      const rows = table(resource).filter((row) => matches(row, filter));
      if (sort) {
        const direction = sort.order === 'DESC' ? -1 : 1;
        rows.sort((a, b) => direction * compare(a[sort.field], b[sort.field]));
      }
      const { page, perPage } = pagination ?? { page: 1, perPage: rows.length };
      const data = rows.slice((page - 1) * perPage, page * perPage);
      return { data: cast(data), total: rows.length };
    },
    async getOne(resource, { id }) {
      return { data: cast(find(resource, id)) };
    },
    async getMany(resource, { ids }) {
      return { data: cast(ids.map((id) => find(resource, id))) };
    },
    async getManyReference(resource, { target, id, pagination }) {
      const rows = table(resource).filter((row) => String(row[target]) === String(id));
      const { page, perPage } = pagination;
      return { data: cast(rows.slice((page - 1) * perPage, page * perPage)), total: rows.length };
    },
    async create(resource, { data }) {
      const row: Row = { ...cast<Record<string, unknown>>(data), id: nextId++ };
      table(resource).push(row);
      return { data: cast(row) };
    },
    async update(resource, { id, data }) {
      const row = Object.assign(find(resource, id), data);
      return { data: cast(row) };
    },
    async updateMany(resource, { ids, data }) {
      for (const id of ids) Object.assign(find(resource, id), data);
      return { data: ids };
    },
    async delete(resource, { id }) {
      const rows = table(resource);
      const row = find(resource, id);
      rows.splice(rows.indexOf(row), 1);
      return { data: cast(row) };
    },
    async deleteMany(resource, { ids }) {
      const rows = table(resource);
      for (const id of ids) rows.splice(rows.indexOf(find(resource, id)), 1);
      return { data: ids };
    },
  };
}
