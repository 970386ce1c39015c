import { alpha, type Theme } from '@mui/material';

/** Size of one watermark tile (spec §9: canvas 400 by 200). */
export const TILE_WIDTH = 400;
export const TILE_HEIGHT = 200;

export const WATERMARK_TEST_ID = 'watermark';

/**
 * The ink of the watermark: the theme's text colour, faint (12%). Dark on a light page and light on
 * a dark one, as readable in both.
 */
export function watermarkInk(theme: Theme): string {
  return alpha(theme.palette.text.primary, 0.12);
}

/**
 * Draws the text once, slanted, in `ink` on a 400×200 canvas and returns it as a data URL; '' when
 * the browser cannot draw (no 2D context).
 */
export function drawWatermarkTile(text: string, ink: string, doc: Document = document): string {
  const canvas = doc.createElement('canvas');
  canvas.width = TILE_WIDTH;
  canvas.height = TILE_HEIGHT;
  let context: CanvasRenderingContext2D | null = null;
  try {
    context = canvas.getContext('2d');
  } catch {
    context = null;
  }
  if (!context) return '';
  context.clearRect(0, 0, TILE_WIDTH, TILE_HEIGHT);
  context.translate(TILE_WIDTH / 2, TILE_HEIGHT / 2);
  context.rotate((-20 * Math.PI) / 180);
  context.font = '16px "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';
  context.fillStyle = ink;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, 0, 0);
  try {
    return canvas.toDataURL('image/png');
  } catch {
    return '';
  }
}

/** The overlay's inline style: fixed over the whole window, never catching the pointer. */
export function watermarkStyle(dataUrl: string): string {
  return [
    'position: fixed',
    'inset: 0',
    'width: 100vw',
    'height: 100vh',
    'z-index: 9999',
    'pointer-events: none',
    'display: block',
    'visibility: visible',
    'opacity: 1',
    `background-image: url("${dataUrl}")`,
    'background-repeat: repeat',
    `background-size: ${TILE_WIDTH}px ${TILE_HEIGHT}px`,
  ].join('; ');
}

export interface WatermarkHandle {
  /** The overlay element currently in the page. */
  element(): HTMLElement;
  destroy(): void;
}

/**
 * Adds the overlay of `text` in `ink` to `container` and keeps it there: removing the node
 * re-creates it, changing its style or attributes restores them (a MutationObserver on the
 * container and on the node).
 */
export function mountWatermark(
  text: string,
  ink: string,
  container: HTMLElement = document.body,
  draw: (text: string) => string = (t) => drawWatermarkTile(t, ink, container.ownerDocument),
): WatermarkHandle {
  const style = watermarkStyle(draw(text));
  let node: HTMLElement;
  let destroyed = false;

  const create = () => {
    const el = container.ownerDocument.createElement('div');
    el.setAttribute('data-testid', WATERMARK_TEST_ID);
    el.setAttribute('aria-hidden', 'true');
    el.setAttribute('style', style);
    return el;
  };

  const guard = new MutationObserver((records) => {
    if (destroyed) return;
    const removed = records.some((r) => r.type === 'childList' && Array.from(r.removedNodes).includes(node));
    const tampered = records.some((r) => r.target === node);
    if (removed || !node.isConnected) {
      node = create();
      container.appendChild(node);
      watchNode();
    } else if (tampered) {
      restore();
    }
  });

  const restore = () => {
    for (const name of node.getAttributeNames()) {
      if (!['data-testid', 'aria-hidden', 'style'].includes(name)) node.removeAttribute(name);
    }
    if (node.getAttribute('style') !== style) node.setAttribute('style', style);
    if (node.getAttribute('data-testid') !== WATERMARK_TEST_ID)
      node.setAttribute('data-testid', WATERMARK_TEST_ID);
    if (node.getAttribute('aria-hidden') !== 'true') node.setAttribute('aria-hidden', 'true');
    if (node.firstChild) node.replaceChildren();
  };

  const watchNode = () => {
    guard.observe(node, { attributes: true, childList: true });
  };

  node = create();
  container.appendChild(node);
  guard.observe(container, { childList: true });
  watchNode();

  return {
    element: () => node,
    destroy() {
      destroyed = true;
      guard.disconnect();
      node.remove();
    },
  };
}
