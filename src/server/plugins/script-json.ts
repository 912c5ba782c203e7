/**
 * JSON that can sit inside a <script> element: no "</script>", no "<!--", no line separators that
 * older parsers end a line at. Each escape is still the same JSON string for JSON.parse.
 */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}
