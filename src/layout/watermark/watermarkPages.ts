import type { ResourceDefinition, Screen, WatermarkPage } from '../../../resources/core/define';
import { pageOfPath, type PageDefinition } from '../../platform/pages';

/** The generated screen a path shows (`/store` list, `/store/create`, `/store/3/show`, `/store/3`). */
function screenOf(segments: readonly string[]): Screen {
  const [, second, third] = segments;
  if (!second) return 'list';
  if (second === 'create') return 'create';
  return third === 'show' ? 'show' : 'edit';
}

/**
 * S20: the watermarked page (spec §2 names) a path belongs to, if any: a bespoke page declares it
 * with `definePage({ watermark })`, a resource's generated screens with `watermark` on the resource.
 */
export function watermarkPageOf(
  pathname: string,
  resources: readonly ResourceDefinition[],
  pages: readonly PageDefinition[],
): WatermarkPage | undefined {
  const page = pageOfPath(pages, pathname);
  if (page) return page.watermark;
  const segments = pathname.split('/').filter(Boolean);
  const def = resources.find((r) => r.name === segments[0]);
  const declared = def?.watermark;
  if (!declared) return undefined;
  return typeof declared === 'string' ? declared : declared[screenOf(segments)];
}
