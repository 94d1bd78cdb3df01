/**
 * Catalog images drawn as SVG, so the shop works offline with real image URLs: a simple
 * illustration of the product kind in the product's colour.
 */
export interface IllustrationSubject {
  readonly kind: string;
  readonly color: string;
  readonly view: string;
  readonly size: number;
}

/** A lighter or darker shade of a #rrggbb colour (amount -1 to 1). */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const channel = (shift: number) => {
    const current = (value >> shift) & 0xff;
    const target = amount >= 0 ? 255 : 0;
    return Math.round(current + (target - current) * Math.abs(amount));
  };
  return `#${[channel(16), channel(8), channel(0)].map((part) => part.toString(16).padStart(2, '0')).join('')}`;
}

function safeColor(color: string): string {
  return /^#[0-9a-f]{6}$/i.test(color) ? color : '#1fbfc0';
}

const phoneBody = (fill: string, stroke: string) =>
  `<rect x="130" y="60" width="140" height="280" rx="26" fill="${fill}" stroke="${stroke}" stroke-width="4"/>`;

const drawings: Readonly<Record<string, (color: string, back: boolean) => string>> = {
  display: (_color, back) =>
    back
      ? `${phoneBody('#2b2f36', '#111')}<rect x="150" y="90" width="100" height="160" rx="8" fill="#3b4048"/><rect x="185" y="250" width="30" height="60" rx="4" fill="#d4a13a"/><rect x="160" y="110" width="80" height="8" rx="4" fill="#565c66"/>`
      : `${phoneBody('#1b1e23', '#0c0d10')}<rect x="142" y="74" width="116" height="252" rx="18" fill="url(#screen)"/><rect x="182" y="82" width="36" height="10" rx="5" fill="#0c0d10"/><path d="M150 300 L250 120" stroke="#ffffff" stroke-opacity="0.12" stroke-width="28"/>`,
  'back-cover': (color, back) =>
    `${phoneBody(color, shade(color, -0.35))}<rect x="${back ? 210 : 146}" y="78" width="48" height="56" rx="14" fill="${shade(color, -0.2)}"/><circle cx="${back ? 225 : 161}" cy="95" r="10" fill="#222" stroke="#555" stroke-width="3"/><circle cx="${back ? 242 : 178}" cy="118" r="10" fill="#222" stroke="#555" stroke-width="3"/><circle cx="200" cy="220" r="18" fill="${shade(color, 0.25)}" opacity="0.6"/>`,
  case: (color) =>
    `<rect x="120" y="50" width="160" height="300" rx="34" fill="${color}" stroke="${shade(color, -0.3)}" stroke-width="5"/><rect x="134" y="64" width="132" height="272" rx="24" fill="${shade(color, 0.25)}"/><rect x="144" y="74" width="56" height="62" rx="16" fill="#2a2d33"/><circle cx="162" cy="94" r="9" fill="#555"/><circle cx="182" cy="116" r="9" fill="#555"/><rect x="274" y="130" width="8" height="40" rx="4" fill="${shade(color, -0.3)}"/>`,
  'screen-protector': () =>
    `<rect x="150" y="74" width="140" height="270" rx="22" fill="#dfe8ee" opacity="0.6"/><rect x="120" y="50" width="140" height="270" rx="22" fill="#e9f3f8" stroke="#9fb8c6" stroke-width="3" opacity="0.9"/><path d="M140 290 L240 90" stroke="#ffffff" stroke-width="18" opacity="0.7"/><path d="M175 300 L250 150" stroke="#ffffff" stroke-width="8" opacity="0.6"/>`,
  battery: (color, back) =>
    `<rect x="120" y="80" width="160" height="240" rx="16" fill="${back ? '#3a3f46' : '#23272d'}"/><rect x="132" y="96" width="136" height="70" rx="8" fill="${color === '#1f2328' ? '#1fbfc0' : color}"/><rect x="132" y="180" width="136" height="10" rx="5" fill="#4b515a"/><rect x="132" y="200" width="100" height="10" rx="5" fill="#4b515a"/><path d="M180 80 L180 50 L230 50 L230 36" stroke="#d4a13a" stroke-width="12" fill="none"/><rect x="218" y="24" width="30" height="18" rx="3" fill="#d4a13a"/><text x="200" y="146" font-family="sans-serif" font-size="30" font-weight="700" text-anchor="middle" fill="#fff">Li-ion</text>`,
  camera: () =>
    `<rect x="110" y="110" width="180" height="180" rx="36" fill="#2a2d33"/><circle cx="160" cy="160" r="34" fill="url(#lens)" stroke="#6b7280" stroke-width="5"/><circle cx="240" cy="160" r="34" fill="url(#lens)" stroke="#6b7280" stroke-width="5"/><circle cx="160" cy="240" r="34" fill="url(#lens)" stroke="#6b7280" stroke-width="5"/><circle cx="240" cy="240" r="12" fill="#f2c94c"/><path d="M200 290 L200 340 L260 340" stroke="#d4a13a" stroke-width="10" fill="none"/>`,
  'charging-port': () =>
    `<path d="M80 200 C140 140 260 260 320 200" stroke="#d4a13a" stroke-width="26" fill="none" stroke-linecap="round"/><rect x="150" y="150" width="100" height="46" rx="20" fill="#9aa3ad" stroke="#5b636d" stroke-width="4"/><rect x="168" y="164" width="64" height="18" rx="9" fill="#2a2d33"/><circle cx="110" cy="196" r="14" fill="#3b4048"/>`,
  cable: (color) =>
    `<path d="M90 120 C90 300 310 100 310 280" stroke="${color}" stroke-width="16" fill="none" stroke-linecap="round"/><rect x="70" y="70" width="40" height="60" rx="8" fill="#e5e7eb" stroke="#9ca3af" stroke-width="3"/><rect x="80" y="46" width="20" height="28" rx="4" fill="#c0c4ca"/><rect x="290" y="270" width="40" height="60" rx="8" fill="#e5e7eb" stroke="#9ca3af" stroke-width="3"/><rect x="300" y="326" width="20" height="24" rx="6" fill="#c0c4ca"/>`,
  charger: (color) =>
    `<rect x="120" y="110" width="160" height="170" rx="30" fill="${color}" stroke="${shade(color, -0.3)}" stroke-width="4"/><rect x="160" y="60" width="14" height="56" rx="7" fill="#9ca3af"/><rect x="226" y="60" width="14" height="56" rx="7" fill="#9ca3af"/><rect x="170" y="200" width="60" height="22" rx="8" fill="${shade(color, -0.5)}"/><path d="M196 150 L186 176 L202 176 L192 200" stroke="#1fbfc0" stroke-width="6" fill="none"/>`,
  'car-holder': (color) =>
    `<rect x="150" y="70" width="120" height="220" rx="22" fill="#2a2d33"/><rect x="160" y="82" width="100" height="196" rx="14" fill="url(#screen)"/><rect x="120" y="150" width="34" height="70" rx="10" fill="${color}"/><rect x="266" y="150" width="34" height="70" rx="10" fill="${color}"/><rect x="195" y="290" width="30" height="40" rx="6" fill="${shade(color, 0.2)}"/><rect x="160" y="330" width="100" height="16" rx="8" fill="${shade(color, -0.2)}"/>`,
  tool: (color) =>
    `<rect x="170" y="50" width="60" height="150" rx="24" fill="${color}" stroke="${shade(color, -0.3)}" stroke-width="4"/><rect x="182" y="70" width="8" height="110" rx="4" fill="${shade(color, 0.3)}"/><rect x="192" y="200" width="16" height="130" rx="4" fill="#c0c4ca"/><path d="M192 330 L200 356 L208 330 Z" fill="#9ca3af"/>`,
  'gift-card': (color) =>
    `<rect x="70" y="110" width="260" height="170" rx="18" fill="${color}"/><rect x="180" y="110" width="26" height="170" fill="${shade(color, 0.4)}"/><rect x="70" y="178" width="260" height="22" fill="${shade(color, 0.4)}"/><circle cx="180" cy="170" r="22" fill="none" stroke="#fff" stroke-width="8"/><circle cx="210" cy="170" r="22" fill="none" stroke="#fff" stroke-width="8"/>`,
  'repair-kit': (color) =>
    `<rect x="80" y="140" width="240" height="170" rx="16" fill="${color}"/><rect x="80" y="120" width="240" height="40" rx="12" fill="${shade(color, -0.25)}"/><rect x="110" y="180" width="70" height="110" rx="10" fill="#1b1e23"/><rect x="116" y="186" width="58" height="98" rx="6" fill="url(#screen)"/><rect x="210" y="180" width="16" height="100" rx="6" fill="#f2c94c"/><rect x="244" y="180" width="16" height="100" rx="6" fill="#c8323c"/><rect x="278" y="180" width="16" height="100" rx="6" fill="#e5e7eb"/>`,
  campaign: () =>
    `<path d="M90 90 L220 90 L320 200 L210 310 L90 190 Z" fill="#c8323c"/><circle cx="130" cy="130" r="14" fill="#fff"/><text x="215" y="225" font-family="sans-serif" font-size="64" font-weight="800" text-anchor="middle" fill="#fff">%</text>`,
  news: () =>
    `<path d="M200 70 L232 160 L326 160 L250 216 L278 306 L200 252 L122 306 L150 216 L74 160 L168 160 Z" fill="#f2c94c" stroke="#d4a13a" stroke-width="6"/>`,
};

const defs = `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4fbfb"/><stop offset="1" stop-color="#dff3f3"/></linearGradient>
<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1fbfc0"/><stop offset="0.55" stop-color="#2f6fb3"/><stop offset="1" stop-color="#7d5ba6"/></linearGradient>
<radialGradient id="lens" cx="0.4" cy="0.4" r="0.7"><stop offset="0" stop-color="#5b7cfa"/><stop offset="0.4" stop-color="#111827"/><stop offset="1" stop-color="#000"/></radialGradient>
</defs>`;

export function renderIllustration(subject: IllustrationSubject, title: string): string {
  const color = safeColor(subject.color);
  const draw = drawings[subject.kind] ?? drawings.tool;
  const body = draw ? draw(color, subject.view === 'back') : '';
  const escapedTitle = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${subject.size}" height="${subject.size}" viewBox="0 0 400 400" role="img"><title>${escapedTitle}</title>${defs}<rect width="400" height="400" fill="url(#bg)"/><ellipse cx="200" cy="360" rx="120" ry="14" fill="#0f3f40" opacity="0.08"/>${body}</svg>`;
}

/** A brand's logo: its name on a panel in its colour. */
export function renderBrandLogo(name: string, color: string): string {
  const escaped = name.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const fill = safeColor(color);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120" role="img"><title>${escaped}</title><rect width="240" height="120" rx="16" fill="#ffffff" stroke="${fill}" stroke-width="4"/><text x="120" y="70" font-family="system-ui, sans-serif" font-size="26" font-weight="700" text-anchor="middle" fill="${fill}">${escaped}</text></svg>`;
}

const plugShapes: Readonly<Record<string, string>> = {
  'usb-c':
    '<rect x="40" y="64" width="80" height="32" rx="16" fill="#c0c4ca" stroke="#6b7280" stroke-width="4"/><rect x="56" y="76" width="48" height="8" rx="4" fill="#374151"/>',
  lightning:
    '<rect x="52" y="60" width="56" height="40" rx="10" fill="#f3f4f6" stroke="#9ca3af" stroke-width="4"/><rect x="62" y="72" width="36" height="16" rx="3" fill="#d4a13a"/>',
  'usb-a':
    '<rect x="36" y="58" width="88" height="44" rx="4" fill="#c0c4ca" stroke="#6b7280" stroke-width="4"/><rect x="48" y="70" width="64" height="12" fill="#1f4fb3"/>',
  'micro-usb':
    '<path d="M44 70 L116 70 L106 96 L54 96 Z" fill="#c0c4ca" stroke="#6b7280" stroke-width="4"/><rect x="62" y="78" width="36" height="8" fill="#374151"/>',
  aux: '<rect x="72" y="40" width="16" height="80" rx="8" fill="#c0c4ca" stroke="#6b7280" stroke-width="3"/><rect x="72" y="70" width="16" height="4" fill="#374151"/><rect x="72" y="90" width="16" height="4" fill="#374151"/>',
};

/** A cable plug seen end-on. */
export function renderPlug(code: string): string | undefined {
  const shape = plugShapes[code];
  if (!shape) return undefined;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img"><title>${code}</title><rect width="160" height="160" rx="20" fill="#f4fbfb"/>${shape}</svg>`;
}
