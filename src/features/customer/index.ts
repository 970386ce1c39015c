import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { lazyWithReload } from '../../platform/chunks';
import { defineFeature, definePage } from '../../platform/pages';
import { AllocateBulkButton, AllocateRecordButton } from './allocation/AllocateButtons';
import { ClaimButton } from './allocation/ClaimButton';
import { BatchUpdateBulkButton } from './batch/BatchUpdate';
import { RemoveBulkButton } from './bin/RemoveButtons';
import { CustomerSearch } from './CustomerSearch';
import { customerFilterPanel } from './filters';
import { LIFECYCLE_LISTS } from './lifecycle/lists';
import { AvgAssignBulkButton } from './publicSea/AvgAssign';
import { BackToSeaBulkButton } from './publicSea/BackToSea';
import { DaysInSeaCell } from './publicSea/SeaCells';
import { ImportButton } from './actions/ImportButton';
import { CustomerRowMenu } from './actions/RowMenu';
import { PhoneCell, WechatCell } from './actions/RevealableValue';
import { RememberListIds } from './detail/RememberListIds';
import { CustomerShowRedirect } from './detail/ShowRedirect';
import { AvatarInput } from '../../components/upload/AvatarInput';
import { AreaCascaderInput, AreaNameCell } from '../../components/AreaCascaderInput';

/** One chunk for every life-cycle list: the page picks its list by the address. */
const LifecycleListPage = lazyWithReload(() => import('./lifecycle/LifecycleListPage'));
const BinPage = lazyWithReload(() => import('./bin/BinPage'));
const CustomerDetailPage = lazyWithReload(() => import('./detail/CustomerDetailPage'));

/** Customers: the header search by user number and the life-cycle lists (the detail page lands here). */
export const customerFeature = defineFeature({
  name: 'customer',
  pages: [
    ...LIFECYCLE_LISTS.map((list) =>
      definePage({
        route: list.route,
        title: list.title,
        access: list.access,
        menu: { section: 'customer', icon: list.icon, order: list.order, counter: list.counter },
        component: LifecycleListPage,
      }),
    ),
    // The bin of removed customers (issue 10), after the life-cycle lists.
    definePage({
      route: 'customerBin',
      title: 'app.customer_pool.bin.title',
      access: ['user_view'],
      menu: { section: 'customer', icon: DeleteSweepIcon, order: 16 },
      component: BinPage,
    }),
    // The customer detail page (issue 11): reached by links only (search, notices, rows).
    definePage({
      route: 'customerDetail',
      title: 'app.customer_detail.title',
      access: ['user_view'],
      watermark: 'customerDetail',
      component: CustomerDetailPage,
      // Its open tab's chunk too: the tab shows with the page instead of after it.
      preload: (search) => import('./detail/DetailTabs').then((tabs) => tabs.loadOpenTab(search)),
    }),
  ],
  // Allocation to a matchmaker (S07) on a row, the detail page and the selected rows.
  bindings: {
    customer: {
      // The row's "more" menu: VIP expiry, copy, same phone, binding… (rowMenuItems.ts).
      // Claim (public sea), put back / assign evenly / remove / batch update (issue 10). Claim
      // comes first: in the right-aligned actions column, "Allocate" keeps its place in every row.
      recordActions: [ClaimButton, AllocateRecordButton, CustomerRowMenu],
      bulkActions: [
        AllocateBulkButton,
        AvgAssignBulkButton,
        BackToSeaBulkButton,
        BatchUpdateBulkButton,
        RemoveBulkButton,
      ],
      fields: {
        sea_entered_at: { cell: DaysInSeaCell },
        // Phone and WeChat, revealed on demand with the permission (issue 10).
        phone: { cell: PhoneCell },
        wechat: { cell: WechatCell },
        // The avatar through the cropper (issue 15).
        avatar: { input: AvatarInput },
        // The area level by level, as the filter chooses it (issue 42): codes stored, names shown.
        area_codes: { input: AreaCascaderInput, cell: AreaNameCell },
      },
      // Import in the lists' toolbar (V20, E07); the ids of the list on screen are kept for the
      // detail page's previous / next (issue 11).
      listActions: [ImportButton, RememberListIds],
      // A row click or show link opens the customer detail page (issue 11).
      pages: { show: CustomerShowRedirect },
      // The filter panel with saved views, on the left of every customer list (spec §9, S18).
      listPanel: customerFilterPanel,
    },
  },
  slots: { headerTools: [{ id: 'customer-search', component: CustomerSearch, order: 10 }] },
});
