import { http, HttpResponse } from 'msw';
import type { BespokeHandlers } from '../handlers';

/** GET /plugin/love/admin/get-site-info: the site's name and logo (spec §7). */
const site: BespokeHandlers = ({ url, authed }) => [
  http.get(
    url('/plugin/love/admin/get-site-info'),
    authed(() =>
      HttpResponse.json({ data: { site_name: '喜鹊婚恋', logo: `${import.meta.env.BASE_URL}favicon.svg` } }),
    ),
  ),
];

export default site;
