// A chosen screenshot is shrunk on a canvas before it is sent: phone screenshots are several MB, the server takes
// a data URL of at most ~560 000 characters, and a smaller upload is kinder to a mobile connection.

/** The data URL's length the app aims under (about 300 KB of image), leaving the server's limit some room. */
export const SCREENSHOT_MAX_CHARS = 400_000;
/** The longest edge kept: enough to read any text on a phone screenshot. */
export const SCREENSHOT_MAX_EDGE = 1600;

export function fitWithin(width: number, height: number, maxEdge: number): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Encodes a picture at a size scale (0–1] and a JPEG quality; returns a data URL. */
export type Encode = (scale: number, quality: number) => string;

/**
 * Tries smaller qualities, then smaller sizes, until the data URL fits `maxChars`; null when even the smallest
 * try does not fit (the form then says the image is too large).
 */
export function shrinkToFit(encode: Encode, maxChars = SCREENSHOT_MAX_CHARS): string | null {
  let scale = 1;
  for (let attempt = 0; attempt < 8; attempt++) {
    for (const quality of [0.85, 0.7, 0.55]) {
      const url = encode(scale, quality);
      if (url.length <= maxChars) return url;
    }
    scale *= 0.7;
  }
  return null;
}

async function loadImage(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Reads an image file and returns it as a JPEG data URL that fits the upload limit (null: too large). */
export async function downscaleImage(file: Blob): Promise<string | null> {
  const image = await loadImage(file);
  const base = fitWithin(image.naturalWidth, image.naturalHeight, SCREENSHOT_MAX_EDGE);
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  return shrinkToFit((scale, quality) => {
    canvas.width = Math.max(1, Math.round(base.width * scale));
    canvas.height = Math.max(1, Math.round(base.height * scale));
    // JPEG has no transparency: a white backdrop keeps transparent PNG areas from turning black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', quality);
  });
}
