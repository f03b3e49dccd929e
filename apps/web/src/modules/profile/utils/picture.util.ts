/** The avatar shows a placeholder when the picture is missing or hosted by the public gravatar service. */
export function isPlaceholderPicture(picture: string | null | undefined, base = 'http://localhost'): boolean {
  if (!picture) return true;
  try {
    const host = new URL(picture, base).hostname.toLowerCase();
    return host === 'gravatar.com' || host.endsWith('.gravatar.com');
  } catch {
    return true;
  }
}

export class NotAnImageError extends Error {
  constructor() {
    super('not an image');
    this.name = 'NotAnImageError';
  }
}

/** Reads the pixel size of an image file in the browser. */
export function readImageSize(file: Blob): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new NotAnImageError());
    };
    image.src = url;
  });
}
