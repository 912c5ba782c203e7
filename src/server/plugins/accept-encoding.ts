/**
 * Whether an Accept-Encoding header takes `coding` ('gzip', 'br'): named in it, and not refused
 * with q=0. For answers we compress ourselves (the symbol catalogue, a page with a hint).
 */
export const acceptsEncoding = (acceptEncoding: string | undefined, coding: string): boolean =>
  acceptEncoding !== undefined &&
  acceptEncoding.split(',').some((entry) => {
    const [name, ...params] = entry.trim().toLowerCase().split(';');
    return name === coding && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
  });
