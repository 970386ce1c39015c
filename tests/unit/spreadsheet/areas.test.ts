import { AREAS } from '../../../src/mocks/seeds/area';
import { resolveAreas, type AreaRow } from '../../../src/platform/spreadsheet/areas';

type Table = readonly (readonly [string, string, string?])[];

/** The area options of a table, level by level, with the parents asked for (`''`: the provinces). */
function areaOptions(table: Table) {
  const asked: string[] = [];
  const load = (parent?: string): Promise<readonly AreaRow[]> => {
    asked.push(parent ?? '');
    return Promise.resolve(
      table
        .filter(([, , p]) => (p ?? undefined) === parent)
        .map(([area_code, name, parent_code]) => ({ area_code, name, parent_code: parent_code ?? null })),
    );
  };
  return { asked, load };
}

describe('[issue 43] resolveAreas with the demo areas', () => {
  it.each([
    ['上海', ['310000', '310100']],
    ['上海市', ['310000', '310100']],
    ['上海市浦东新区', ['310000', '310100', '310115']],
    ['上海浦东', ['310000', '310100', '310115']],
    ['北京市朝阳区', ['110000', '110100', '110105']],
    ['广东', ['440000']],
    ['广东省深圳市南山区', ['440000', '440300', '440305']],
    ['广东 深圳', ['440000', '440300']],
    ['广东省/深圳市', ['440000', '440300']],
    ['广东-深圳-南山', ['440000', '440300', '440305']],
    ['广东，深圳', ['440000', '440300']],
    ['广东南山区', ['440000', '440300', '440305']],
    ['中国广东省深圳市', ['440000', '440300']],
    ['深圳', ['440000', '440300']],
    ['深圳市福田区', ['440000', '440300', '440304']],
    ['南山区', ['440000', '440300', '440305']],
    ['  江苏省 苏州市 姑苏区 ', ['320000', '320500', '320508']],
  ])('reads %s', async (text, codes) => {
    const { load } = areaOptions(AREAS);
    const areas = await resolveAreas([text], load);
    expect(areas.codes(text)).toEqual(codes);
  });

  it('answers nothing for an unknown area, a wrong city of a province or a text it was not given', async () => {
    const { load } = areaOptions(AREAS);
    const areas = await resolveAreas(['火星', '广东省苏州市', '上海'], load);
    expect(areas.codes('火星')).toBeUndefined();
    expect(areas.codes('广东省苏州市')).toBeUndefined();
    expect(areas.codes('北京')).toBeUndefined();
    // The same text written another way is the same area.
    expect(areas.codes(' 上海 ')).toEqual(['310000', '310100']);
  });

  it('loads only the children of the areas named, each once', async () => {
    const { asked, load } = areaOptions(AREAS);
    const areas = await resolveAreas(['广东省深圳市南山区', '广东省深圳市福田区', '广东 广州', '广东'], load);
    expect(areas.codes('广东 广州')).toEqual(['440000', '440100']);
    expect(asked.sort()).toEqual(['', '440000', '440300']);
  });

  it('loads every city once for a text without its province, and districts only when still not found', async () => {
    const cities = areaOptions(AREAS);
    await resolveAreas(['深圳', '苏州'], cities.load);
    const provinces = AREAS.filter(([, , parent]) => !parent).length;
    expect(cities.asked).toHaveLength(1 + provinces);
    const districts = areaOptions(AREAS);
    await resolveAreas(['南山区'], districts.load);
    expect(new Set(districts.asked).size).toBe(districts.asked.length);
    expect(districts.asked.length).toBeGreaterThan(1 + provinces);
  });
});

describe('[issue 43] resolveAreas with names that repeat', () => {
  const TABLE: Table = [
    ['320000', '江苏省'],
    ['350000', '福建省'],
    ['220000', '吉林省'],
    ['650000', '新疆维吾尔自治区'],
    ['320100', '南京市', '320000'],
    ['350100', '福州市', '350000'],
    ['220100', '长春市', '220000'],
    ['220200', '吉林市', '220000'],
    ['650100', '乌鲁木齐市', '650000'],
    ['320106', '鼓楼区', '320100'],
    ['350102', '鼓楼区', '350100'],
    ['220202', '昌邑区', '220200'],
  ];

  it('refuses a district two cities have, unless its city is given', async () => {
    const { load } = areaOptions(TABLE);
    const areas = await resolveAreas(['鼓楼区', '福州鼓楼区', '江苏南京鼓楼'], load);
    expect(areas.codes('鼓楼区')).toBeUndefined();
    expect(areas.codes('福州鼓楼区')).toEqual(['350000', '350100', '350102']);
    expect(areas.codes('江苏南京鼓楼')).toEqual(['320000', '320100', '320106']);
  });

  it('reads a city named like its province, and a long suffix left out (新疆)', async () => {
    const { load } = areaOptions(TABLE);
    const areas = await resolveAreas(['吉林市昌邑区', '吉林省吉林市', '吉林', '新疆乌鲁木齐'], load);
    expect(areas.codes('吉林市昌邑区')).toEqual(['220000', '220200', '220202']);
    expect(areas.codes('吉林省吉林市')).toEqual(['220000', '220200']);
    // A province is not its namesake city, unlike a municipality (上海 is 上海市 / 上海市).
    expect(areas.codes('吉林')).toEqual(['220000']);
    expect(areas.codes('新疆乌鲁木齐')).toEqual(['650000', '650100']);
  });
});
