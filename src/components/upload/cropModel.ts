/** The avatar cropper's rules (spec §9, issue 15): the box, the largest image, the output. */

/** The crop box by default, in screen pixels. */
export const CROP_BOX = { width: 450, height: 250 } as const;
/** Images are scaled down to at most this many pixels on their longer side. */
export const MAX_IMAGE_SIDE = 2000;
/** What the cropper produces. */
export const CROP_OUTPUT_TYPE = 'image/png';

export interface Size {
  width: number;
  height: number;
}

export interface Area extends Size {
  x: number;
  y: number;
}

/** The size an image is drawn at: its own, or scaled down so neither side exceeds `max`. */
export function scaleToFit(size: Size, max = MAX_IMAGE_SIDE): Size {
  const ratio = Math.min(1, max / Math.max(size.width, size.height, 1));
  return {
    width: Math.max(1, Math.round(size.width * ratio)),
    height: Math.max(1, Math.round(size.height * ratio)),
  };
}

/** The cropped area kept inside the image and in whole pixels. */
export function clampArea(area: Area, image: Size): Area {
  const x = Math.min(Math.max(0, Math.round(area.x)), image.width - 1);
  const y = Math.min(Math.max(0, Math.round(area.y)), image.height - 1);
  return {
    x,
    y,
    width: Math.max(1, Math.min(Math.round(area.width), image.width - x)),
    height: Math.max(1, Math.min(Math.round(area.height), image.height - y)),
  };
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('unreadable image'));
    image.src = src;
  });
}

function canvasOf(size: Size): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  return [canvas, context];
}

/** An image (a `data:` address) scaled to at most 2000 px, as a PNG `data:` address. */
export async function scaledImage(src: string): Promise<string> {
  const image = await loadImage(src);
  const size = scaleToFit({ width: image.naturalWidth, height: image.naturalHeight });
  const [canvas, context] = canvasOf(size);
  context.drawImage(image, 0, 0, size.width, size.height);
  return canvas.toDataURL(CROP_OUTPUT_TYPE);
}

/** The chosen area of an image as a PNG `data:` address (what `attach/base64` receives). */
export async function croppedPng(src: string, area: Area): Promise<string> {
  const image = await loadImage(src);
  const box = clampArea(area, { width: image.naturalWidth, height: image.naturalHeight });
  const [canvas, context] = canvasOf(box);
  context.drawImage(image, box.x, box.y, box.width, box.height, 0, 0, box.width, box.height);
  return canvas.toDataURL(CROP_OUTPUT_TYPE);
}
