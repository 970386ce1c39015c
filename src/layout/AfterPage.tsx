import { startTransition, useEffect, useState, type ReactElement, type ReactNode } from 'react';

/**
 * Renders its children once the layout and the page around it have committed, as a transition: the
 * page's own content and its requests (a list's first page) go first, and these parts of the frame
 * (the header's tools, banners and overlays, with their own requests) are built while the page's
 * data is on its way (issue 8). They sit where they take no room from the page, so nothing shifts.
 */
export function AfterPage({
  children,
  placeholder = null,
}: {
  children: ReactNode;
  /** Holds the place until then (of the final size: nothing moves when the children come). */
  placeholder?: ReactElement | null;
}) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : placeholder;
}
