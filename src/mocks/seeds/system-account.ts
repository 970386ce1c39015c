import { DAY_MS, chineseName, dateBetween, defineSeeder, formatDateTime, mobile } from '../seeding';

/** Catalogue back-office accounts: an admin, operators, warehouse keepers and dealer logins. */
export default defineSeeder({
  dependsOn: ['dealer'],
  build(ctx, _start, index) {
    const { random, now } = ctx;
    const dealers = ctx.records('dealer');
    const role = index === 0 ? 'admin' : index < 5 ? 'operator' : index < 8 ? 'warehouse' : 'dealer';
    const person = chineseName(random, -1);
    const used = ctx.memo('system-account.usernames', () => new Set<string>(['admin']));
    let username = index === 0 ? 'admin' : person.pinyin;
    while (index > 0 && used.has(username))
      username = `${person.pinyin}${random.number.int({ min: 1, max: 99 })}`;
    used.add(username);
    return {
      username,
      name: index === 0 ? '系统管理员' : person.name,
      phone: mobile(random),
      role,
      dealer_id: role === 'dealer' && dealers.length ? dealers[index % dealers.length].id : undefined,
      status: random.datatype.boolean({ probability: 0.9 }) ? 1 : 0,
      last_login_at: formatDateTime(dateBetween(random, new Date(now.getTime() - 20 * DAY_MS), now)),
    };
  },
});
