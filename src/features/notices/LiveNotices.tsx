import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../platform/session';
import { useLiveSocketMessages } from '../calls/api';
import { useNoticesPushed } from './api';
import { noticeDestination, noticeView } from './noticeModel';
import { permissionOutcome, readNoticeStatus, routeNotice } from './noticeRouting';

/** Asks for the permission when it was never given (E13); true once granted. */
export async function desktopPermission(warn: (key: string) => void): Promise<boolean> {
  if (typeof Notification === 'undefined') return false;
  const before = Notification.permission;
  if (before === 'granted') return true;
  const after = before === 'denied' ? before : await Notification.requestPermission();
  const outcome = permissionOutcome(before, after);
  if (outcome === 'granted') return true;
  if (outcome === 'refused_before') console.warn('notifications: refused earlier');
  else warn(`app.calls.notices.${outcome}`);
  return false;
}

/**
 * Notices pushed over the live socket (S10, S11): the drawer, its badge, the counters and the
 * banners refresh at once; with `noticeStatus` on, need_online types show in the page and the
 * others as desktop notifications whose click follows the notice with its permission only (in the
 * page too when the desktop permission is refused).
 */
export function LiveNotices() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const session = useSession();
  const pushed = useNoticesPushed();

  useLiveSocketMessages((message) => {
    const args =
      message.arguments && typeof message.arguments === 'object' && !Array.isArray(message.arguments)
        ? Object.fromEntries(
            Object.entries(message.arguments).map(([k, v]) => [k, v == null ? '' : String(v)]),
          )
        : {};
    const view = noticeView({ content: { method: message.method, arguments: args } });
    if (view.titleKey === 'app.notices.unknown.title') return;
    pushed();
    const route = routeNotice(message.method, {
      noticeStatus: readNoticeStatus(),
      temporary: session?.temporary ?? false,
    });
    const title = translate(view.titleKey);
    const body = translate(view.tipKey, view.tipArgs);
    const open = () => {
      const destination = noticeDestination(view, session?.permissions ?? []);
      if (destination) navigate(destination);
      else if (view.path) notify('app.notices.no_permission', { type: 'warning' });
    };
    const inPage = () => notify(`${title}: ${body}`, { type: 'info', autoHideDuration: 8000 });
    // Calls show in the call popup; the other in-page notices as a message.
    if (route === 'page' && message.method !== 'callIn' && message.method !== 'callInNoAnswer') inPage();
    if (route === 'desktop')
      void desktopPermission((key) => notify(key, { type: 'warning' })).then((granted) => {
        // Without the desktop (refused, E13), the notice still shows, in the page.
        if (!granted) {
          inPage();
          return;
        }
        const shown = new Notification(title, { body, tag: message.request_id?.toString() });
        shown.onclick = () => {
          window.focus();
          open();
          shown.close();
        };
      });
  });
  return null;
}
