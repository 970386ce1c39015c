import { halfWidth } from './headers';

/**
 * Area names as people write them (`上海`, `广东省深圳市南山区`, `广东 深圳`, `深圳`) → the area codes a
 * customer's `area_codes` holds, province first (issue 43). The areas come level by level from the
 * caller (the app asks the area options API, the demo API reads its table), and only the children of
 * the areas a text names are loaded, each level once.
 */

/** One area as the area options answer it (the demo's table: src/mocks/seeds/area.ts). */
export interface AreaRow {
  area_code: string;
  name: string;
  parent_code?: string | null;
}

/** The codes of an area text given to `resolveAreas`; `undefined` when it names no single area. */
export interface AreaLookup {
  codes(text: string): string[] | undefined;
}

/** The ends of area names that people leave out (`广东` for 广东省), longest first. */
const SUFFIXES = [
  '维吾尔自治区',
  '特别行政区',
  '壮族自治区',
  '回族自治区',
  '自治区',
  '自治州',
  '新区',
  '地区',
  '省',
  '市',
  '盟',
  '区',
  '县',
];

/** An area's name without its suffix, when at least two characters remain (`南山区` → `南山`). */
function stemOf(name: string): string {
  const suffix = SUFFIXES.find((s) => name.endsWith(s) && name.length - s.length >= 2);
  return suffix ? name.slice(0, -suffix.length) : name;
}

/** A text as it is compared: half-width, without separators and a leading `中国`. */
function compact(text: string): string {
  return halfWidth(text)
    .replace(/[\s/\\\-,，、·|>]/g, '')
    .replace(/^中国/, '');
}

interface Match {
  row: AreaRow;
  rest: string;
}

/**
 * The area whose name (or name without suffix) starts the text, the longest such name winning, and
 * the text after it; `undefined` when none does or two areas match equally (`鼓楼区` of two cities).
 */
function startOf(text: string, rows: readonly AreaRow[]): Match | undefined {
  let best: Match | undefined;
  let length = 0;
  let tied = false;
  for (const row of rows) {
    const found = [row.name, stemOf(row.name)].filter((name) => text.startsWith(name));
    if (found.length === 0) continue;
    const longest = Math.max(...found.map((name) => name.length));
    if (longest > length) {
      best = { row, rest: text.slice(longest) };
      length = longest;
      tied = false;
    } else if (longest === length && best?.row.area_code !== row.area_code) tied = true;
  }
  return tied ? undefined : best;
}

type Children = (parent?: string) => Promise<readonly AreaRow[]>;

/** The areas below each of some areas, with the path that leads to each. */
async function below(paths: readonly AreaRow[][], children: Children): Promise<AreaRow[][]> {
  const lists = await Promise.all(paths.map((path) => children(path[path.length - 1].area_code)));
  return paths.flatMap((path, i) => lists[i].map((row) => [...path, row]));
}

/** The one path among `paths` whose last area starts the text, and the text after it. */
function uniqueStart(
  text: string,
  paths: readonly AreaRow[][],
): { path: AreaRow[]; rest: string } | undefined {
  const match = startOf(
    text,
    paths.map((p) => p[p.length - 1]),
  );
  const path = match && paths.find((p) => p[p.length - 1] === match.row);
  return path && match ? { path, rest: match.rest } : undefined;
}

/**
 * Walks down from a path while the text names a child: a municipality's city (上海市 under 上海市) is
 * implied, and a district may follow its province directly (`广东南山区`). The codes when the whole
 * text was read.
 */
async function descend(start: AreaRow[], text: string, children: Children): Promise<string[] | undefined> {
  const path = [...start];
  let rest = text;
  while (path.length < 3 && !(rest === '' && path.length > 1)) {
    const node = path[path.length - 1];
    const kids = await children(node.area_code);
    const next = rest === '' ? undefined : startOf(rest, kids);
    if (next) {
      path.push(next.row);
      rest = next.rest;
      continue;
    }
    const namesake =
      path.length === 1 && node.name.endsWith('市') ? kids.find((k) => k.name === node.name) : undefined;
    if (namesake) {
      path.push(namesake);
      continue;
    }
    if (rest === '' || path.length > 1) break;
    const skipped = uniqueStart(rest, await below([[node]], children).then((c) => below(c, children)));
    if (!skipped) break;
    path.push(...skipped.path.slice(1));
    rest = skipped.rest;
  }
  return rest === '' ? path.map((row) => row.area_code) : undefined;
}

/** The codes of one compacted text: from its province, else from a unique city or district anywhere. */
async function resolveOne(text: string, children: Children): Promise<string[] | undefined> {
  const provinces = (await children()).map((row) => [row]);
  const province = uniqueStart(text, provinces);
  const fromProvince = province && (await descend(province.path, province.rest, children));
  if (fromProvince) return fromProvince;
  // No province first (`深圳`, `南山区`), or a province's name that begins a city's (`吉林市`).
  const cities = await below(provinces, children);
  const city = uniqueStart(text, cities);
  const fromCity = city && (await descend(city.path, city.rest, children));
  if (fromCity) return fromCity;
  const district = uniqueStart(text, await below(cities, children));
  return district?.rest === '' ? district.path.map((row) => row.area_code) : undefined;
}

/**
 * Reads every distinct area text once and answers their codes. `loadChildren()` gives the provinces,
 * `loadChildren(code)` the areas below one; each is called at most once per parent.
 */
export async function resolveAreas(
  texts: readonly string[],
  loadChildren: (parent?: string) => Promise<readonly AreaRow[]>,
): Promise<AreaLookup> {
  const loads = new Map<string, Promise<readonly AreaRow[]>>();
  const children: Children = (parent) => {
    const key = parent ?? '';
    let load = loads.get(key);
    if (!load) {
      load = loadChildren(parent);
      loads.set(key, load);
    }
    return load;
  };
  const found = new Map<string, string[] | undefined>();
  for (const text of new Set(texts.map(compact))) {
    if (text !== '') found.set(text, await resolveOne(text, children));
  }
  return {
    codes(text) {
      const codes = found.get(compact(text));
      return codes && [...codes];
    },
  };
}
