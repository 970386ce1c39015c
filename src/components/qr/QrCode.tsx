import { Box, Skeleton } from '@mui/material';
import { Suspense } from 'react';
import { lazyWithReload } from '../../platform/chunks';

const QrCodeSvg = lazyWithReload(() => import('./QrCodeSvg'));

export interface QrCodeProps {
  /** What the code holds (a URL). */
  value: string;
  /** Its accessible name (what it opens). */
  title: string;
  size?: number;
  testId?: string;
}

/** A QR code of a text, drawn as SVG; the library loads with the first code shown. */
export function QrCode({ value, title, size = 180, testId }: QrCodeProps) {
  return (
    <Box data-testid={testId} data-value={value} sx={{ width: size, height: size, bgcolor: 'common.white' }}>
      <Suspense fallback={<Skeleton variant="rectangular" width={size} height={size} />}>
        <QrCodeSvg value={value} size={size} title={title} />
      </Suspense>
    </Box>
  );
}
