/** The cart's line icons (the shell's set has no minus, plus, bin or lock). Decorative only. */
const paths = {
  minus: 'M5 12h14',
  plus: 'M12 5v14M5 12h14',
  bin: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  lock: 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3',
  alert: 'M12 3l10 18H2zM12 10v5M12 18h.01',
} as const;

export type CartIconName = keyof typeof paths;

export function CartIcon({ name, size = 18 }: { name: CartIconName; size?: number }) {
  return (
    <svg className="icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path d={paths[name]} />
    </svg>
  );
}
