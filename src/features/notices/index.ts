import { defineFeature } from '../../platform/pages';
import { HeaderBanners } from './HeaderBanners';
import { LiveNotices } from './LiveNotices';
import { HomeMustHandleDialog } from './MustHandleDialog';
import { NoticeButton } from './NoticeDrawer';

/** Notices: the message drawer, the remark and missed-call banners, the must-handle dialog. */
export const noticesFeature = defineFeature({
  name: 'notices',
  slots: {
    headerTools: [{ id: 'notices', component: NoticeButton, order: 40 }],
    banners: [{ id: 'header-banners', component: HeaderBanners }],
    overlays: [
      { id: 'must-handle', component: HomeMustHandleDialog },
      { id: 'live-notices', component: LiveNotices },
    ],
  },
});
