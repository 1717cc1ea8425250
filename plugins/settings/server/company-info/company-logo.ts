import { LOGO_MAX_BYTES } from '@cockpit/contracts';

/** The largest logo accepted, in bytes of the image: a header logo, not a photo (the route's schema bounds the data: URL by it). */
export { LOGO_MAX_BYTES };

/** Image kinds a logo may be, with the bytes their files start with (checked, not trusted from the header). */
const SIGNATURES: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/gif': [0x47, 0x49, 0x46, 0x38],
  'image/webp': [0x52, 0x49, 0x46, 0x46],
};

/**
 * Why a logo (a data: URL) is refused, or undefined when it is a PNG, JPEG, GIF or WebP image of at
 * most LOGO_MAX_BYTES. SVG is refused: it may carry script, and the logo is shown to every user.
 */
export function logoProblem(dataUrl: string): string | undefined {
  const match = /^data:(image\/[a-z+]+);base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!match) return 'must be an image as a data: URL (PNG, JPEG, GIF or WebP, base64)';
  const [, type, data] = match;
  const signature = SIGNATURES[type];
  if (!signature) return `${type} is not accepted: PNG, JPEG, GIF or WebP`;
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length > LOGO_MAX_BYTES) return `the image is larger than ${LOGO_MAX_BYTES / 1024} KB`;
  if (!signature.every((b, i) => bytes[i] === b)) return `the data is not a ${type} image`;
  return undefined;
}
