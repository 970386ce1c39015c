import type { PreloadableComponent } from '../../../../platform/chunks';

/** What every tab of the customer detail page receives. */
export interface DetailTabProps {
  /** The customer shown by the page. */
  readonly customerId: number;
  /** A record to page to, scroll to and highlight (the remark of a banner or notice: `remark_id`). */
  readonly focusId?: number;
}

/** One tab of the customer detail page: loaded on first open, with a count in its label. */
export interface DetailTabDefinition {
  /** Stable key, also the `tab` query parameter of the page. */
  readonly key: string;
  /** i18n key of the tab label. */
  readonly label: string;
  readonly component: PreloadableComponent<DetailTabProps>;
  /** Opened when the page has a record to focus (`remark_id`) and no `tab` (the remarks tab). */
  readonly opensOnFocus?: boolean;
  /** The count shown next to the label; loaded cheaply (one row) when the page opens. */
  readonly useCount?: (customerId: number) => number | undefined;
}
