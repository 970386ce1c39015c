import { HttpResponse } from 'msw';
import { API_PATHS } from '../../../dataProvider/paths';
import { DEMO_SITE_NAME } from '../accounts';
import type { BespokeHandlers } from '../routing';

/** GET /plugin/love/admin/get-site-info: the site's name, logo and favicon (spec §7), open to anyone (the login page). */
const site: BespokeHandlers = ({ route, open }) => [
  route(
    'get',
    API_PATHS.session.siteInfo,
    open(() =>
      HttpResponse.json({
        data: {
          site_name: DEMO_SITE_NAME,
          logo: `${import.meta.env.BASE_URL}favicon.svg`,
          favicon: `${import.meta.env.BASE_URL}favicon.svg`,
        },
      }),
    ),
  ),
];

export default site;
