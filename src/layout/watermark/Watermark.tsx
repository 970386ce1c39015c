import { useTheme } from '@mui/material';
import { useEffect } from 'react';
import { useGetIdentity } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { Session } from '../../../authProvider/session';
import { usePages, useRegistry } from '../../platform/RegistryContext';
import { mountWatermark, watermarkInk } from './watermark';
import { watermarkPageOf } from './watermarkPages';

/**
 * S20: on the listed pages, when the user has track_watermark, the user's name is tiled over the
 * window (a 400×200 canvas as a repeating background of a fixed, click-through overlay), in the
 * theme's faint text colour: drawn again when the theme changes.
 */
export function Watermark() {
  const { identity } = useGetIdentity();
  const { pathname } = useLocation();
  const resources = useRegistry();
  const pages = usePages();
  const ink = watermarkInk(useTheme());
  const session = identity?.session as Session | undefined;
  const name = session?.name || identity?.fullName || '';
  const show =
    !!session?.trackWatermark && !!name && watermarkPageOf(pathname, resources, pages) !== undefined;
  useEffect(() => {
    if (!show) return;
    const handle = mountWatermark(name, ink);
    return () => handle.destroy();
  }, [show, name, ink]);
  return null;
}
