/**
 * JSON-LD inside a <script> element ends at the first `</script>` whatever the JSON says, so a
 * product name such as `</script><script>alert(1)` would break out of it. Escaping `<`, `>` and
 * `&` as JSON unicode escapes keeps the data identical for a parser and inert for the HTML one;
 * U+2028 and U+2029 are escaped because older JavaScript parsers treat them as line ends.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
