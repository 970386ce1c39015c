import { HttpResponse } from 'msw';
import { API_PATHS } from '../../../dataProvider/paths';
import { DEMO_SITE_NAME } from '../accounts';
import type { BespokeHandlers } from '../routing';

/** GET /plugin/love/admin/get-site-info: the site's name and logo (spec §7). */
const site: BespokeHandlers = ({ route, authed }) => [
  route(
    'get',
    API_PATHS.session.siteInfo,
    authed(
      () =>
        HttpResponse.json({
          data: { site_name: DEMO_SITE_NAME, logo: `${import.meta.env.BASE_URL}favicon.svg` },
        }),
      { records: false },
    ),
  ),
];

export default site;
