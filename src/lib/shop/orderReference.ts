/**
 * The shape an order reference must have before the product puts it into an address or a
 * call: the service's references look like `GC-2026-100001`. The reference comes back in the
 * page's own address (the payment page returns there), so anyone can put anything in it; only
 * letters, digits, `-` and `_` pass, starting with a letter or digit. Such a value needs no
 * encoding in a path segment, so it cannot reach another path (`..`, `/`, `%2F`), a query or a
 * fragment, nor be read as a scheme or a host (`javascript:`, `//evil.example`).
 */
const orderReferencePattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export function isOrderReference(value: unknown): value is string {
  return typeof value === 'string' && orderReferencePattern.test(value);
}
