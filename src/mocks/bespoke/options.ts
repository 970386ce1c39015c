import { HttpResponse } from 'msw';
import { API_PATHS } from '../../../dataProvider/paths';
import type { Lang } from '../messages';
import type { BespokeHandlers } from '../routing';
import type { DemoRecord } from '../seeding';

/** The user tags of a customer (`user_tag`), fixed by the server, in both languages. */
const USER_TAGS: Readonly<Record<Lang, readonly string[]>> = {
  zh_CN: ['优质客户', '急需脱单', '父母代为征婚', '海外归国人员', '离异带孩', '再婚意向'],
  en: [
    'Top client',
    'Eager to marry',
    'Parents searching',
    'Back from abroad',
    'Divorced, children',
    'Remarrying',
  ],
};

/** A customer's status (`user_status` 1-5), fixed by the server, in both languages. */
const USER_STATUSES: Readonly<Record<Lang, readonly string[]>> = {
  zh_CN: ['新客户', '跟进中', '高意向', '已签约', '已流失'],
  en: ['New', 'Following up', 'High intention', 'Signed', 'Lost'],
};

/** Fixed `{ name, value }` options, valued 1, 2, 3… */
const valued = (names: readonly string[]) => names.map((name, i) => ({ name, value: i + 1 }));

/** Enabled records, by `sort` then id. */
const enabled = (records: readonly DemoRecord[]) =>
  records
    .filter((r) => r.status !== 0)
    .sort((a, b) => Number(a.sort ?? 0) - Number(b.sort ?? 0) || a.id - b.id);

const named = (r: DemoRecord) => ({ id: r.id, name: String(r.name) });

/**
 * Spec §7 "Options and areas": `GET option-list` (the customer filters' options: the channel tree
 * with `child`, features, packages, user tags and statuses) and `GET tag/option-list` (the customer
 * tags, or another `module`'s). Any signed-in user may read them.
 */
const options: BespokeHandlers = ({ db, route, authed }) => [
  route(
    'get',
    API_PATHS.customer.optionList,
    authed(({ lang }) => {
      const channels = enabled(db.list('channel'));
      return HttpResponse.json({
        data: {
          channel: channels
            .filter((c) => !c.parent_id)
            .map((c) => ({ ...named(c), child: channels.filter((s) => s.parent_id === c.id).map(named) })),
          feature: enabled(db.list('customer-feature')).map(named),
          package: enabled(db.list('package')).map(named),
          user_tag: valued(USER_TAGS[lang]),
          user_status: valued(USER_STATUSES[lang]),
        },
      });
    }),
  ),
  route(
    'get',
    API_PATHS.customer.tagOptionList,
    authed(({ request }) => {
      const module = new URL(request.url).searchParams.get('module') || 'customer';
      const tags = enabled(db.list('tag').filter((t) => t.module === module));
      return HttpResponse.json({ data: tags.map(named) });
    }),
  ),
];

export default options;
