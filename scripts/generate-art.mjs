#!/usr/bin/env node
/**
 * Generates the demo site's original SVG art and the client's captcha pool.
 *   server/public/assets-demo/  logo, app icon, default avatar, home banners, sponsor images,
 *                               one tile per venue, lobby game pictures, promotion banners,
 *                               bank logos (banks/<code>.svg, banks/usdt.svg) and the WeChat /
 *                               Alipay receiving QR cards (pay/<kind>.svg)
 *   public/captcha/             21 captcha images, each named by its 4-character answer
 * Deterministic (seeded PRNG): running it again reproduces the same files.
 * Usage: node scripts/generate-art.mjs
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import QRCode from 'qrcode';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const catalog = JSON.parse(readFileSync(join(root, 'server/src/seed/catalog.json'), 'utf8'));
const artDir = join(root, 'server/public/assets-demo');
const captchaDir = join(root, 'public/captcha');
const FONT = 'PingFang SC, Noto Sans CJK SC, Microsoft YaHei, sans-serif';

// ---------- helpers ----------
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const esc = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const r1 = (n) => Math.round(n * 10) / 10;
let written = 0;
function write(file, content) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content.replace(/\n\s*\n/g, '\n'));
  written += 1;
}
const svg = (w, h, body, label) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(label)}">\n${body}\n</svg>\n`;
const linear = (id, stops, x2 = 1, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map((c, i) => `<stop offset="${r1((i / (stops.length - 1)) * 100)}%" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;
const text = (x, y, size, content, { fill = '#fff', weight = 700, anchor = 'middle', extra = '' } = {}) =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" ${extra}>${esc(content)}</text>`;
function star(cx, cy, outer, inner, fill, extra = '') {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const rad = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 === 0 ? outer : inner;
    pts.push(`${r1(cx + rr * Math.cos(rad))},${r1(cy + rr * Math.sin(rad))}`);
  }
  return `<polygon points="${pts.join(' ')}" fill="${fill}" ${extra}/>`;
}
function sparkles(rand, w, h, n, color = '#fff') {
  let out = '';
  for (let i = 0; i < n; i++) {
    out += `<circle cx="${r1(rand() * w)}" cy="${r1(rand() * h)}" r="${r1(0.8 + rand() * 2.2)}" fill="${color}" opacity="${r1(0.15 + rand() * 0.5)}"/>`;
  }
  return out;
}

const PALETTES = {
  sport: ['#0f9d58', '#0b6e3f', '#36d07f'],
  realbet: ['#b8860b', '#7a4b00', '#f5c542'],
  gaming: ['#6a11cb', '#2575fc', '#a66cff'],
  joker: ['#c0392b', '#7b1010', '#ff7a6b'],
  concise: ['#ff6a00', '#ee0979', '#ffb347'],
  lottery: ['#1565c0', '#0d2d6b', '#4fc3f7'],
};

// Category icons drawn from shapes (no emoji, no external fonts needed besides CJK text).
const ICONS = {
  sport: (cx, cy, s) => `<g transform="translate(${cx} ${cy}) scale(${s})">
<circle r="40" fill="#fff"/><polygon points="0,-14 13.3,-4.3 8.2,11.3 -8.2,11.3 -13.3,-4.3" fill="#1d1d1d"/>
<path d="M0,-14 L0,-40 M13.3,-4.3 L37,-12 M8.2,11.3 L23,32 M-8.2,11.3 L-23,32 M-13.3,-4.3 L-37,-12" stroke="#1d1d1d" stroke-width="3"/>
<circle r="40" fill="none" stroke="#1d1d1d" stroke-width="3"/></g>`,
  realbet: (cx, cy, s) => `<g transform="translate(${cx} ${cy}) scale(${s})">
<circle r="40" fill="#fff"/><circle r="40" fill="none" stroke="#c62828" stroke-width="10" stroke-dasharray="12 9"/>
<circle r="26" fill="#c62828"/><circle r="20" fill="none" stroke="#fff" stroke-width="2"/>
<text y="8" font-family="${FONT}" font-size="22" font-weight="800" fill="#fff" text-anchor="middle">$</text></g>`,
  gaming: (cx, cy, s) => `<g transform="translate(${cx} ${cy}) scale(${s})">
<rect x="-46" y="-24" width="92" height="48" rx="24" fill="#fff"/>
<rect x="-32" y="-4" width="20" height="6" rx="2" fill="#333"/><rect x="-25" y="-11" width="6" height="20" rx="2" fill="#333"/>
<circle cx="20" cy="-6" r="5" fill="#e53935"/><circle cx="31" cy="4" r="5" fill="#1e88e5"/><circle cx="9" cy="4" r="5" fill="#43a047"/></g>`,
  joker: (cx, cy, s) => `<g transform="translate(${cx} ${cy}) scale(${s})">
<rect x="-30" y="-38" width="48" height="68" rx="6" fill="#fff" stroke="#ddd" transform="rotate(-14)"/>
<rect x="-14" y="-34" width="48" height="68" rx="6" fill="#fff" stroke="#ddd" transform="rotate(10)"/>
<text x="14" y="8" font-family="${FONT}" font-size="30" font-weight="800" fill="#c62828" text-anchor="middle" transform="rotate(10)">A</text>
<path d="M14,18 l-6,8 h12 z" fill="#c62828" transform="rotate(10)"/></g>`,
  concise: (cx, cy, s) => `<g transform="translate(${cx} ${cy}) scale(${s})">
<rect x="-48" y="-32" width="96" height="64" rx="10" fill="#fff"/>
${[-30, 0, 30].map((x) => `<rect x="${x - 12}" y="-22" width="24" height="44" rx="4" fill="#fff3e0" stroke="#ffb74d"/><text x="${x}" y="10" font-family="${FONT}" font-size="26" font-weight="900" fill="#e65100" text-anchor="middle">7</text>`).join('')}
</g>`,
  lottery: (cx, cy, s) => `<g transform="translate(${cx} ${cy}) scale(${s})">
${[
  [-26, 8, '#e53935', 8],
  [0, -14, '#fdd835', 3],
  [26, 8, '#1e88e5', 6],
]
  .map(
    ([x, y, c, n]) =>
      `<circle cx="${x}" cy="${y}" r="20" fill="${c}"/><circle cx="${x}" cy="${y}" r="11" fill="#fff"/><text x="${x}" y="${y + 6}" font-family="${FONT}" font-size="15" font-weight="800" fill="#333" text-anchor="middle">${n}</text>`,
  )
  .join('')}</g>`,
};

// ---------- site art ----------
function logo() {
  return svg(
    320,
    96,
    `<defs>${linear('lg', ['#ffd54f', '#ff8f00'])}${linear('lt', ['#1e5bd8', '#0a3a9e'], 1, 0)}</defs>
<circle cx="48" cy="48" r="38" fill="url(#lt)"/>
${star(48, 48, 26, 11, 'url(#lg)')}
<circle cx="72" cy="22" r="4" fill="#ffd54f"/>
${text(98, 56, 36, '星辰体育', { fill: '#0a3a9e', weight: 800, anchor: 'start' })}
${text(100, 80, 13, 'XINGCHEN SPORTS', { fill: '#c58b00', weight: 600, anchor: 'start', extra: 'letter-spacing="3"' })}`,
    '星辰体育',
  );
}

function appIcon() {
  return svg(
    192,
    192,
    `<defs>${linear('bg', ['#2d6cf0', '#0a3a9e'])}${linear('st', ['#ffe082', '#ffa000'])}</defs>
<rect width="192" height="192" rx="42" fill="url(#bg)"/>
<circle cx="150" cy="40" r="60" fill="#fff" opacity="0.08"/>
${star(96, 84, 50, 21, 'url(#st)')}
${text(96, 166, 30, '星辰', { weight: 800 })}`,
    '星辰体育 App',
  );
}

function avatar() {
  return svg(
    160,
    160,
    `<defs>${linear('av', ['#e3ecff', '#b9cdf7'])}<clipPath id="c"><circle cx="80" cy="80" r="80"/></clipPath></defs>
<circle cx="80" cy="80" r="80" fill="url(#av)"/>
<g clip-path="url(#c)" fill="#6d8fd6"><circle cx="80" cy="64" r="30"/><ellipse cx="80" cy="150" rx="56" ry="46"/></g>`,
    '默认头像',
  );
}

const BANNER_THEMES = [
  { colors: ['#0b8a4a', '#0f5132', '#1fbf70'], icon: 'sport' },
  { colors: ['#e53935', '#8e0000', '#ff8a65'], icon: 'realbet' },
  { colors: ['#8d6e00', '#3e2723', '#ffca28'], icon: 'joker' },
  { colors: ['#5b2bd6', '#1a0b5e', '#8f6bff'], icon: 'gaming' },
  { colors: ['#d81b60', '#7b1040', '#ff80ab'], icon: 'lottery' },
];

function homeBanner(i, item) {
  const theme = BANNER_THEMES[i % BANNER_THEMES.length];
  const rand = mulberry32(100 + i);
  return svg(
    750,
    300,
    `<defs>${linear('bg', theme.colors.slice(0, 2))}${linear('cta', ['#ffe082', '#ffb300'], 1, 0)}
<radialGradient id="glow" cx="0.78" cy="0.45" r="0.5"><stop offset="0" stop-color="${theme.colors[2]}" stop-opacity="0.85"/><stop offset="1" stop-color="${theme.colors[2]}" stop-opacity="0"/></radialGradient></defs>
<rect width="750" height="300" fill="url(#bg)"/>
<rect width="750" height="300" fill="url(#glow)"/>
<circle cx="640" cy="-30" r="150" fill="#fff" opacity="0.06"/><circle cx="80" cy="320" r="120" fill="#fff" opacity="0.05"/>
<path d="M0,250 C180,210 320,300 520,240 S750,230 750,230 V300 H0 Z" fill="#000" opacity="0.12"/>
${sparkles(rand, 750, 300, 40)}
${star(520, 60, 14, 6, '#ffe082', 'opacity="0.9"')}${star(700, 240, 9, 4, '#ffe082', 'opacity="0.7"')}
${ICONS[theme.icon](600, 150, 1.55)}
${text(48, 92, 18, '星辰体育 · 独家呈现', { fill: '#ffe082', weight: 600, anchor: 'start', extra: 'letter-spacing="2"' })}
${text(46, 152, 48, item.title, { anchor: 'start', weight: 900, extra: 'stroke="#000" stroke-opacity="0.15" stroke-width="1"' })}
${text(48, 196, 24, item.sub, { fill: '#ffffffdd', weight: 500, anchor: 'start' })}
<rect x="48" y="222" width="150" height="46" rx="23" fill="url(#cta)"/>
${text(123, 252, 20, '立即参与', { fill: '#5d2e00', weight: 800 })}`,
    item.title,
  );
}

// Sponsor slides (750×400): one composition per sponsor, each around its own motif. The carousel
// draws its dots under the art, so the foot of a slide may carry text.
const radial = (id, color, cx, cy, r, opacity = 1) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
const GOLD = linear('gold', ['#fff3c4', '#f0b400', '#a86f00']);
const partner = (item) => `星辰体育 × ${item.sub}`;
const SHADOW = 'stroke="#000" stroke-opacity="0.25" stroke-width="3" paint-order="stroke"';
const shield = (fill, stroke) =>
  `<path d="M0,-30 L26,-20 V4 C26,20 12,30 0,36 C-12,30 -26,20 -26,4 V-20 Z" fill="${fill}" stroke="${stroke}" stroke-width="3"/>`;
/** The points of a regular n-gon (polygon points attribute). */
const ngon = (cx, cy, r, n, turn = 0) =>
  Array.from({ length: n }, (_, k) => {
    const a = ((2 * Math.PI) / n) * k + turn;
    return `${r1(cx + r * Math.cos(a))},${r1(cy + r * Math.sin(a))}`;
  }).join(' ');
const octagon = (cx, cy, r) => ngon(cx, cy, r, 8, Math.PI / 8);
const hexagon = (cx, cy, r) => ngon(cx, cy, r, 6, -Math.PI / 2);

const SPONSOR_ART = {
  // A league: its trophy under the floodlights of a full stadium.
  stadium: (item, rand) => `<defs>${linear('sky', ['#030d26', '#0b2f73'], 0, 1)}${GOLD}
<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.32"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
<clipPath id="pitch"><ellipse cx="375" cy="440" rx="430" ry="125"/></clipPath></defs>
<rect width="750" height="400" fill="url(#sky)"/>
${sparkles(rand, 750, 150, 26, '#cfe0ff')}
<polygon points="62,34 96,34 340,330 110,330" fill="url(#beam)"/><polygon points="654,34 688,34 640,330 410,330" fill="url(#beam)"/>
<g fill="#9fb8e8"><rect x="56" y="24" width="46" height="14" rx="3"/><rect x="648" y="24" width="46" height="14" rx="3"/></g>
<g fill="#24407a"><rect x="76" y="38" width="6" height="240"/><rect x="668" y="38" width="6" height="240"/></g>
<ellipse cx="375" cy="430" rx="580" ry="200" fill="#0a1f4d"/>
<ellipse cx="375" cy="430" rx="540" ry="172" fill="#15346f"/>
<g opacity="0.7">${Array.from({ length: 64 }, () => {
    const a = Math.PI * (1.05 + rand() * 0.9);
    const k = 0.8 + rand() * 0.17;
    return `<circle cx="${r1(375 + 540 * k * Math.cos(a))}" cy="${r1(430 + 172 * k * Math.sin(a))}" r="2.4" fill="${['#ffd54f', '#fff', '#90caf9', '#ef5350'][Math.floor(rand() * 4)]}"/>`;
  }).join('')}</g>
<ellipse cx="375" cy="440" rx="430" ry="125" fill="#1c7a43"/>
<g clip-path="url(#pitch)" fill="#23914f">${[0, 1, 2, 3, 4, 5, 6].map((k) => `<rect x="${-55 + k * 120}" y="300" width="60" height="120"/>`).join('')}</g>
<g fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="3"><ellipse cx="375" cy="372" rx="78" ry="20"/><path d="M375,315 V400"/></g>
<g transform="translate(375 212) scale(1.05)">
<ellipse cx="0" cy="92" rx="70" ry="10" fill="#000" opacity="0.3"/>
<path d="M-50,-58 C-88,-58 -88,-6 -40,2 M50,-58 C88,-58 88,-6 40,2" fill="none" stroke="url(#gold)" stroke-width="9"/>
<path d="M-54,-74 H54 V-42 C54,0 28,22 0,24 C-28,22 -54,0 -54,-42 Z" fill="url(#gold)"/>
${star(0, -30, 18, 8, '#fff8e1')}
<rect x="-9" y="22" width="18" height="30" fill="url(#gold)"/>
<rect x="-40" y="50" width="80" height="16" rx="3" fill="url(#gold)"/>
<rect x="-50" y="66" width="100" height="22" rx="4" fill="#5a3a10"/><rect x="-26" y="71" width="52" height="12" rx="2" fill="#e0b44a"/>
</g>
${text(375, 78, 46, item.title, { weight: 900, fill: 'url(#gold)', extra: 'letter-spacing="4"' })}
${text(375, 118, 24, partner(item), { fill: '#dbe6ff', weight: 500 })}`,

  // A football club: its shirt with our name across the chest.
  jersey: (item) => {
    const shirt =
      'M-55,-130 Q0,-108 55,-130 L120,-95 L98,-32 L72,-45 L72,130 L-72,130 L-72,-45 L-98,-32 L-120,-95 Z';
    return `<defs>${linear('bg', ['#0a2f7a', '#1976d2'])}${GOLD}<clipPath id="shirt"><path d="${shirt}"/></clipPath></defs>
<rect width="750" height="400" fill="url(#bg)"/>
<polygon points="360,0 500,0 300,400 160,400" fill="#fff" opacity="0.07"/><polygon points="520,0 560,0 360,400 320,400" fill="#fff" opacity="0.05"/>
<g transform="translate(80 104) scale(1.2)">${shield('#0a2f7a', '#ffd54f')}${ICONS.sport(0, 2, 0.3)}</g>
${text(48, 212, 42, item.title, { anchor: 'start', weight: 900, extra: SHADOW })}
${text(50, 254, 24, partner(item), { fill: '#dbe9ff', weight: 500, anchor: 'start' })}
${text(50, 300, 15, 'OFFICIAL PARTNER', { fill: '#ffd54f', weight: 700, anchor: 'start', extra: 'letter-spacing="4"' })}
<g transform="translate(588 212) scale(1.12)">
<path d="${shirt}" fill="#000" opacity="0.25" transform="translate(8 10)"/>
<path d="${shirt}" fill="#fff"/>
<g clip-path="url(#shirt)" fill="#64b5f6">${[-60, -24, 12, 48].map((x) => `<rect x="${x}" y="-140" width="18" height="280"/>`).join('')}
</g>
<path d="M-55,-130 Q0,-108 55,-130 Q0,-84 -55,-130 Z" fill="#0a2f7a"/>
<g transform="translate(-36 -62) scale(0.45)">${shield('#0a2f7a', '#ffd54f')}</g>
<rect x="-60" y="-16" width="120" height="40" rx="6" fill="#0a2f7a"/>
${text(0, 13, 24, '星辰体育', { fill: '#ffd54f', weight: 900 })}
</g>`;
  },

  // A basketball league: the ball, the hoop and the court's floor.
  basketball: (
    item,
  ) => `<defs>${linear('bg', ['#1f0b00', '#6b2600'], 0, 1)}${radial('spot', '#ffb74d', 0.8, 0.1, 0.6, 0.55)}
<radialGradient id="ball" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#ffb066"/><stop offset="1" stop-color="#c44b00"/></radialGradient>
<clipPath id="ballclip"><circle cx="160" cy="220" r="150"/></clipPath></defs>
<rect width="750" height="400" fill="url(#bg)"/><rect width="750" height="400" fill="url(#spot)"/>
<rect y="320" width="750" height="80" fill="#b86b2a"/>
<g stroke="#8a4b17" stroke-width="2">${[0, 1, 2, 3].map((k) => `<path d="M0,${334 + k * 18} H750"/>`).join('')}</g>
<path d="M330,400 A230 62 0 0 1 790,400" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="4"/>
<rect x="566" y="34" width="148" height="96" rx="4" fill="#fff" opacity="0.92"/>
<rect x="612" y="72" width="56" height="40" fill="none" stroke="#e65100" stroke-width="4"/>
<g stroke="#fff" stroke-width="2" opacity="0.85">${[-3, -2, -1, 0, 1, 2, 3].map((k) => `<path d="M${640 + k * 11},138 L${640 + k * 6},184"/>`).join('')}<path d="M608,156 H672 M614,172 H666"/></g>
<ellipse cx="640" cy="138" rx="38" ry="8" fill="none" stroke="#ff5722" stroke-width="5"/>
<circle cx="166" cy="228" r="150" fill="#000" opacity="0.3"/>
<circle cx="160" cy="220" r="150" fill="url(#ball)"/>
<g clip-path="url(#ballclip)" fill="none" stroke="#3a1600" stroke-width="6"><path d="M160,60 V380 M0,220 H320 M50,100 C140,160 140,280 50,340 M270,100 C180,160 180,280 270,340"/></g>
${text(710, 270, 44, item.title, { anchor: 'end', weight: 900, extra: SHADOW })}
${text(710, 308, 24, partner(item), { fill: '#ffe0c2', weight: 500, anchor: 'end' })}`,

  // An esports team: a neon emblem over a grid floor.
  esports: (
    item,
    rand,
  ) => `<defs>${linear('bg', ['#07031a', '#2b0b5e'], 0, 1)}${linear('neon', ['#22d3ee', '#a855f7', '#ff2bd6'], 1, 0)}
<clipPath id="floor"><rect y="318" width="750" height="82"/></clipPath></defs>
<rect width="750" height="400" fill="url(#bg)"/>
${sparkles(rand, 750, 300, 40, '#c4b5fd')}
<g clip-path="url(#floor)" stroke="#ff2bd6" stroke-width="2" opacity="0.6">${Array.from({ length: 17 }, (_, k) => `<path d="M375,318 L${-1225 + k * 200},400"/>`).join('')}${[322, 330, 342, 360, 384].map((y) => `<path d="M0,${y} H750"/>`).join('')}</g>
<rect y="316" width="750" height="3" fill="#22d3ee"/>
<polygon points="${hexagon(375, 128, 98)}" fill="none" stroke="#22d3ee" stroke-width="12" opacity="0.22"/>
<polygon points="${hexagon(375, 128, 88)}" fill="#140833" stroke="url(#neon)" stroke-width="5"/>
<polygon points="${hexagon(375, 128, 70)}" fill="none" stroke="#ff2bd6" stroke-width="2" opacity="0.7"/>
<polygon points="387,68 345,134 371,134 361,190 407,116 380,116" fill="#fde047" stroke="#fff7ae" stroke-width="2"/>
${text(375, 262, 42, item.title, { weight: 900, extra: 'letter-spacing="6"' })}
${text(375, 300, 24, partner(item), { fill: '#c4b5fd', weight: 500 })}`,

  // A tennis open: a court seen from the baseline, a racket and a ball.
  tennis: (
    item,
  ) => `<defs>${linear('bg', ['#0b2a55', '#1c5fa8'])}<clipPath id="head"><ellipse cx="0" cy="0" rx="56" ry="74"/></clipPath></defs>
<rect width="750" height="400" fill="url(#bg)"/>
<polygon points="470,36 700,36 790,400 330,400" fill="#2f80d1"/>
<g fill="none" stroke="#fff" stroke-width="4" opacity="0.9"><polygon points="470,36 700,36 790,400 330,400"/><path d="M495,36 L385,400 M675,36 L735,400 M450,140 H722 M585,140 L560,400"/></g>
<rect x="420" y="196" width="350" height="30" fill="#0b2a55" opacity="0.55"/><path d="M420,196 H770" stroke="#fff" stroke-width="4"/>
<g transform="translate(540 170) rotate(-32)">
<rect x="-7" y="70" width="14" height="120" rx="6" fill="#263238"/><rect x="-9" y="140" width="18" height="56" rx="7" fill="#ff7043"/>
<g clip-path="url(#head)" stroke="#e0e0e0" stroke-width="2">${[-48, -32, -16, 0, 16, 32, 48].map((d) => `<path d="M${d},-80 V80 M-60,${d * 1.3} H60"/>`).join('')}</g>
<ellipse rx="56" ry="74" fill="none" stroke="#263238" stroke-width="12"/>
</g>
<circle cx="650" cy="300" r="38" fill="#d4e600"/>
<path d="M622,275 C642,292 642,312 622,328 M678,272 C658,290 658,312 678,328" fill="none" stroke="#fff" stroke-width="5"/>
${text(48, 176, 42, item.title, { anchor: 'start', weight: 900, extra: SHADOW })}
${text(50, 218, 24, partner(item), { fill: '#d6e8ff', weight: 500, anchor: 'start' })}
<rect x="50" y="246" width="64" height="6" rx="3" fill="#d4e600"/>`,

  // A racing series: a car on the track under the chequered flag.
  racing: (
    item,
    rand,
  ) => `<defs>${linear('bg', ['#0e0e0e', '#3a3a3a'])}<linearGradient id="streak" x1="0" x2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#fff" stop-opacity="0.35"/></linearGradient></defs>
<rect width="750" height="400" fill="url(#bg)"/>
<g transform="translate(420 -10) rotate(14)">${Array.from({ length: 36 }, (_, k) => `<rect x="${(k % 12) * 26}" y="${Math.floor(k / 12) * 26}" width="26" height="26" fill="${(k + Math.floor(k / 12)) % 2 ? '#fff' : '#111'}"/>`).join('')}</g>
${Array.from({ length: 9 }, () => `<rect x="${r1(rand() * 300)}" y="${r1(170 + rand() * 150)}" width="${r1(120 + rand() * 200)}" height="3" fill="url(#streak)"/>`).join('')}
<rect y="338" width="750" height="62" fill="#1b1b1b"/><path d="M0,368 H750" stroke="#fff" stroke-width="4" stroke-dasharray="44 30" opacity="0.6"/>
<g fill="#d32f2f">${[0, 1, 2, 3, 4, 5, 6, 7].map((k) => `<rect x="${k * 96}" y="334" width="48" height="6"/>`).join('')}</g>
<g transform="translate(318 252) scale(1.2)">
<path d="M-6,40 L30,28 L118,22 L148,6 L190,4 L206,20 L292,22 L326,8 L346,8 L346,40 L326,50 L0,50 Z" fill="#e53935"/>
<path d="M118,22 L292,22 L292,30 L118,30 Z" fill="#fff"/>
<rect x="-16" y="42" width="44" height="8" rx="2" fill="#212121"/><rect x="324" y="-6" width="30" height="10" rx="2" fill="#212121"/><rect x="336" y="4" width="6" height="10" fill="#212121"/>
<circle cx="176" cy="8" r="11" fill="#ffd600"/>
<circle cx="62" cy="50" r="22" fill="#111"/><circle cx="62" cy="50" r="9" fill="#9e9e9e"/>
<circle cx="290" cy="50" r="24" fill="#111"/><circle cx="290" cy="50" r="10" fill="#9e9e9e"/>
${text(232, 42, 16, '07', { fill: '#fff', weight: 900 })}
</g>
<g transform="skewX(-12)">
<rect x="70" y="66" width="10" height="92" fill="#e53935"/>
${text(96, 116, 44, item.title, { anchor: 'start', weight: 900 })}
${text(98, 154, 24, partner(item), { fill: '#e0e0e0', weight: 500, anchor: 'start' })}
</g>`,

  // A fighting championship: the title belt inside the cage.
  fight: (item) => `<defs>${radial('spot', '#c62828', 0.5, 0.05, 0.75, 0.8)}${GOLD}</defs>
<rect width="750" height="400" fill="#0b0b0b"/><rect width="750" height="400" fill="url(#spot)"/>
<polygon points="${octagon(375, 170, 200)}" fill="none" stroke="#fff" stroke-width="6" opacity="0.14"/>
<polygon points="${octagon(375, 170, 168)}" fill="none" stroke="#fff" stroke-width="2" opacity="0.1"/>
<rect x="90" y="134" width="570" height="70" rx="30" fill="#1b1b1b" stroke="url(#gold)" stroke-width="4"/>
<rect x="102" y="144" width="546" height="50" rx="22" fill="none" stroke="#c9a227" stroke-width="2" stroke-dasharray="6 6" opacity="0.7"/>
${[205, 545].map((x) => `<circle cx="${x}" cy="169" r="34" fill="url(#gold)" stroke="#7a5600" stroke-width="3"/>${star(x, 169, 16, 7, '#7a5600')}`).join('')}
<ellipse cx="375" cy="169" rx="98" ry="82" fill="url(#gold)" stroke="#7a5600" stroke-width="4"/>
<ellipse cx="375" cy="169" rx="80" ry="64" fill="none" stroke="#7a5600" stroke-width="2"/>
${star(375, 126, 14, 6, '#c62828')}
${text(375, 186, 40, '冠军', { fill: '#5a3d00', weight: 900 })}
<circle cx="375" cy="214" r="9" fill="#c62828"/>
${text(375, 304, 42, item.title, { weight: 900, extra: SHADOW })}
${text(375, 344, 24, partner(item), { fill: '#f3d6d6', weight: 500 })}`,

  // A charity fund: a heart held in two hands, on warm light.
  charity: (item) => {
    const heart =
      'M0,34 C-64,-8 -74,-70 -32,-82 C-12,-88 0,-74 0,-60 C0,-74 12,-88 32,-82 C74,-70 64,-8 0,34 Z';
    const hand =
      'M0,120 C-40,122 -100,104 -128,58 C-134,46 -124,36 -112,42 C-96,52 -84,62 -62,68 C-72,54 -82,40 -84,30 C-86,18 -74,14 -68,22 L-46,54 C-30,70 -12,76 0,76 Z';
    return `<defs>${linear('bg', ['#fff8ef', '#ffd3bd'])}${linear('heart', ['#ff7a8a', '#e0304a'])}</defs>
<rect width="750" height="400" fill="url(#bg)"/>
<circle cx="200" cy="190" r="170" fill="#fff" opacity="0.55"/><circle cx="640" cy="60" r="110" fill="#fff" opacity="0.35"/>
${[
  [66, 92, 0.18],
  [120, 40, 0.14],
  [286, 50, 0.2],
  [330, 118, 0.13],
  [248, 18, 0.1],
]
  .map(
    ([x, y, k]) =>
      `<path d="${heart}" fill="#ff8a9a" opacity="0.5" transform="translate(${x} ${y}) scale(${k})"/>`,
  )
  .join('')}
<g transform="translate(200 188)">
<path d="${heart}" fill="url(#heart)" transform="translate(0 -6) scale(1.25)"/>
<path d="${hand}" fill="#f1b48c" stroke="#c9835a" stroke-width="3"/>
<path d="${hand}" fill="#f1b48c" stroke="#c9835a" stroke-width="3" transform="scale(-1 1)"/>
</g>
${text(398, 178, 44, item.title, { anchor: 'start', weight: 900, fill: '#b3261e' })}
${text(400, 220, 24, partner(item), { fill: '#7a3b2e', weight: 500, anchor: 'start' })}
<rect x="400" y="244" width="150" height="38" rx="19" fill="#e0304a"/>
${text(475, 270, 18, '爱心 · 责任', { fill: '#fff', weight: 700 })}`;
  },
};

function sponsor(i, item) {
  return svg(750, 400, SPONSOR_ART[item.motif](item, mulberry32(200 + i)), item.title);
}

function gameTile(category, venue) {
  const [a, b, c] = PALETTES[category.id];
  const rand = mulberry32(venue.platform.split('').reduce((s, ch) => s * 31 + ch.charCodeAt(0), 7));
  return svg(
    340,
    200,
    `<defs>${linear('bg', [a, b])}<radialGradient id="gl" cx="0.8" cy="0.3" r="0.6"><stop offset="0" stop-color="${c}" stop-opacity="0.9"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient></defs>
<rect width="340" height="200" rx="16" fill="url(#bg)"/>
<rect width="340" height="200" rx="16" fill="url(#gl)"/>
<circle cx="300" cy="190" r="90" fill="#fff" opacity="0.07"/>
${sparkles(rand, 340, 200, 16)}
${ICONS[category.id](250, 96, 1.05)}
${text(22, 42, 15, category.name, { fill: '#ffffffcc', weight: 600, anchor: 'start', extra: 'letter-spacing="2"' })}
${text(22, 108, 30, venue.name, { anchor: 'start', weight: 900 })}
${text(22, 140, 16, venue.platform.toUpperCase(), { fill: '#ffffffaa', weight: 700, anchor: 'start', extra: 'letter-spacing="3"' })}
<rect x="22" y="156" width="86" height="28" rx="14" fill="#fff" opacity="0.95"/>
${text(65, 175, 14, '进入游戏', { fill: b, weight: 800 })}`,
    venue.name,
  );
}

const LOBBY_COLORS = [
  ['#ff512f', '#dd2476'],
  ['#f7971e', '#ffd200'],
  ['#00b09b', '#96c93d'],
  ['#4776e6', '#8e54e9'],
  ['#fc466b', '#3f5efb'],
  ['#11998e', '#38ef7d'],
  ['#ee0979', '#ff6a00'],
];
function lobbyGame(i, game, provider) {
  const [a, b] = LOBBY_COLORS[i % LOBBY_COLORS.length];
  const rand = mulberry32(300 + i + provider.length * 50);
  const glyph = game.name.slice(0, 1);
  const size = game.name.length > 4 ? 24 : 28;
  return svg(
    240,
    240,
    `<defs>${linear('bg', [a, b])}${linear('coin', ['#fff8d6', '#ffc107'])}</defs>
<rect width="240" height="240" rx="28" fill="url(#bg)"/>
${sparkles(rand, 240, 240, 18)}
<circle cx="120" cy="100" r="62" fill="#000" opacity="0.12"/>
<circle cx="120" cy="96" r="58" fill="url(#coin)" stroke="#fff" stroke-width="5"/>
<circle cx="120" cy="96" r="44" fill="none" stroke="#d39e00" stroke-width="2" stroke-dasharray="4 4"/>
${text(120, 114, 50, glyph, { fill: '#a05a00', weight: 900 })}
<rect x="20" y="172" width="200" height="46" rx="23" fill="#000" opacity="0.22"/>
${text(120, 204, size, game.name, { weight: 900 })}
${text(214, 34, 14, provider.toUpperCase(), { fill: '#ffffffcc', weight: 700, anchor: 'end' })}`,
    game.name,
  );
}

// Promotion banners (750×250): the list row and the detail page print the title, so the art carries
// the promotion's own motif, a headline and a tagline, never the title itself.
const coin = (cx, cy, fill = 'url(#coin)') =>
  `<ellipse cx="${cx}" cy="${cy + 6}" rx="32" ry="10" fill="#b07800"/><ellipse cx="${cx}" cy="${cy}" rx="32" ry="10" fill="${fill}" stroke="#a87000" stroke-width="2"/>`;
/** About how wide a line is: a CJK character is one em, a Latin one about 0.6 em. */
const textWidth = (s, size) =>
  r1([...s].reduce((w, ch) => w + (ch.charCodeAt(0) < 0x2e80 ? 0.6 : 1), 0) * size);
const badge = (cx, cy, r, label, fill = '#e53935') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" stroke="#fff" stroke-width="4"/>${text(cx, r1(cy + r * 0.28), r1(Math.min(r * 0.8, (r * 2.4) / label.length)), label, { weight: 900 })}`;

const PROMO_MOTIFS = {
  // First deposit doubled: stacks of gold coins.
  coins: {
    colors: ['#8e1010', '#e64a19'],
    draw: () => `${[
      [-70, 4],
      [0, 7],
      [70, 5],
    ]
      .map(([x, n]) => Array.from({ length: n }, (_, k) => coin(x, 70 - k * 13)).join(''))
      .join('')}
${badge(78, -50, 36, '×2')}`,
  },
  // Sign-up bonus: a red packet with coins flying out.
  envelope: {
    colors: ['#7b0c3a', '#e53950'],
    draw: () => `<g transform="rotate(-8)">${coin(-58, -78)}${coin(46, -92)}${coin(86, -40)}
<rect x="-58" y="-62" width="116" height="150" rx="12" fill="#d32f2f" stroke="#ffcdd2" stroke-width="3"/>
<path d="M-58,-50 Q0,6 58,-50 V-50 Q58,-62 46,-62 H-46 Q-58,-62 -58,-50 Z" fill="#b71c1c"/>
<circle cx="0" cy="-16" r="22" fill="url(#coin)" stroke="#a87000" stroke-width="2"/>${text(0, -7, 24, '¥', { fill: '#8a5a00', weight: 900 })}
${text(0, 58, 22, '体验金', { fill: '#ffe082', weight: 900 })}</g>`,
  },
  // Daily first deposit: a calendar with today ringed.
  calendar: {
    colors: ['#0b3c8c', '#2f7fe0'],
    draw: () => `<g transform="rotate(5)">
<rect x="-78" y="-70" width="156" height="146" rx="12" fill="#fff"/><path d="M-78,-58 Q-78,-70 -66,-70 H66 Q78,-70 78,-58 V-32 H-78 Z" fill="#e53935"/>
<rect x="-46" y="-84" width="10" height="28" rx="5" fill="#455a64"/><rect x="36" y="-84" width="10" height="28" rx="5" fill="#455a64"/>
${text(0, -42, 18, '每日', { weight: 800 })}
${Array.from({ length: 12 }, (_, k) => `<rect x="${-62 + (k % 4) * 33}" y="${-20 + Math.floor(k / 4) * 30}" width="24" height="20" rx="4" fill="${k === 6 ? '#ffc107' : '#e3eaf5'}"/>`).join('')}
<circle cx="16" cy="20" r="20" fill="none" stroke="#e53935" stroke-width="4"/></g>
${badge(84, -62, 34, '+10%', '#ff9800')}`,
  },
  // USDT deposits: the coin and a chain of blocks.
  usdt: {
    colors: ['#004d40', '#1b9e77'],
    draw: () => `<circle cx="10" cy="0" r="78" fill="#fff" opacity="0.15"/><circle cx="10" cy="0" r="66" fill="#26a17b" stroke="#fff" stroke-width="5"/>
<rect x="-22" y="-36" width="64" height="14" rx="3" fill="#fff"/><rect x="3" y="-36" width="14" height="72" rx="3" fill="#fff"/>
<ellipse cx="10" cy="-6" rx="36" ry="9" fill="none" stroke="#fff" stroke-width="5"/>
${badge(84, -60, 32, '+1.5%', '#f9a825')}`,
  },
  // Sports rebate: a ball inside a returning arrow.
  football: {
    colors: ['#0d4a1f', '#2e9d4f'],
    draw: () => `<path d="M-60,62 A86 86 0 1 1 64,60" fill="none" stroke="#c8f7d4" stroke-width="9" stroke-linecap="round"/>
<polygon points="-78,48 -44,52 -62,84" fill="#c8f7d4"/>
${ICONS.sport(0, -4, 1.3)}
${badge(86, -62, 32, '1.2%', '#ff6f00')}`,
  },
  // Slots rebate: a slot machine on three sevens.
  slots: {
    colors: ['#3b0a5c', '#9333c6'],
    draw: () => `<rect x="-84" y="-76" width="168" height="156" rx="18" fill="url(#coin)" stroke="#fff3c4" stroke-width="3"/>
<rect x="-70" y="-62" width="140" height="22" rx="8" fill="#7b1fa2"/>${text(0, -45, 15, 'JACKPOT', { fill: '#ffe082', weight: 900, extra: 'letter-spacing="3"' })}
<rect x="-70" y="-30" width="140" height="66" rx="8" fill="#3e2723"/>
${[-46, 0, 46].map((x) => `<rect x="${x - 20}" y="-24" width="40" height="54" rx="5" fill="#fff"/>${text(x, 16, 38, '7', { fill: '#d32f2f', weight: 900 })}`).join('')}
<rect x="-50" y="48" width="100" height="16" rx="8" fill="#6d4c00" opacity="0.6"/>
<rect x="84" y="4" width="14" height="30" rx="4" fill="#9e9e9e"/><path d="M98,20 L108,20 V-44" fill="none" stroke="#cfd8dc" stroke-width="7" stroke-linecap="round"/><circle cx="108" cy="-52" r="13" fill="#e53935"/>`,
  },
  // VIP level-up: a crown over rising steps.
  crown: {
    colors: ['#1c1300', '#6b4e00'],
    draw: () => `${[0, 1, 2, 3].map((k) => `<rect x="${-100 + k * 52}" y="${76 - (k + 1) * 18}" width="44" height="${(k + 1) * 18}" rx="4" fill="#fff" opacity="${r1(0.12 + k * 0.06)}"/>`).join('')}
<g transform="translate(0 -10)"><path d="M-72,30 L-84,-44 L-38,-6 L0,-66 L38,-6 L84,-44 L72,30 Z" fill="url(#coin)" stroke="#fff3c4" stroke-width="3"/>
<rect x="-74" y="30" width="148" height="26" rx="5" fill="#c48a00"/>${text(0, 50, 20, 'VIP', { fill: '#3e2723', weight: 900, extra: 'letter-spacing="4"' })}
${[
  [-84, -44],
  [0, -66],
  [84, -44],
]
  .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="8" fill="#e53935" stroke="#fff" stroke-width="2"/>`)
  .join('')}
<circle cx="0" cy="0" r="11" fill="#1e88e5" stroke="#fff" stroke-width="2"/></g>`,
  },
  // Birthday gifts: a cake with candles and confetti.
  cake: {
    colors: ['#880e4f', '#ec407a'],
    draw: (
      rand,
    ) => `${Array.from({ length: 14 }, () => `<rect x="${r1(-120 + rand() * 240)}" y="${r1(-100 + rand() * 190)}" width="8" height="4" fill="${['#ffe082', '#80deea', '#fff', '#b9f6ca'][Math.floor(rand() * 4)]}" transform="rotate(${Math.floor(rand() * 180)})"/>`).join('')}
<ellipse cx="0" cy="82" rx="100" ry="12" fill="#fff" opacity="0.85"/>
<rect x="-84" y="14" width="168" height="66" rx="10" fill="#fff3e0"/><path d="M-84,26 Q-70,44 -56,26 T-28,26 T0,26 T28,26 T56,26 T84,26 V14 H-84 Z" fill="#f48fb1"/>
<rect x="-56" y="-34" width="112" height="50" rx="8" fill="#fce4ec"/><path d="M-56,-24 Q-42,-8 -28,-24 T0,-24 T28,-24 T56,-24 V-34 H-56 Z" fill="#f06292"/>
${[-30, 0, 30].map((x) => `<rect x="${x - 4}" y="-66" width="8" height="32" rx="3" fill="#fff"/><ellipse cx="${x}" cy="-74" rx="6" ry="10" fill="#ffb300"/>`).join('')}`,
  },
};

function promo(i, item) {
  const motif = PROMO_MOTIFS[item.motif];
  const [dark, light] = motif.colors;
  const rand = mulberry32(400 + i);
  return svg(
    750,
    250,
    `<defs>${linear('bg', [dark, light], 1, 0.4)}${linear('coin', ['#fff3c4', '#ffc107', '#d99a00'])}</defs>
<rect width="750" height="250" fill="url(#bg)"/>
${sparkles(rand, 750, 250, 24)}
<circle cx="600" cy="125" r="118" fill="#fff" opacity="0.1"/>
<g transform="translate(600 128)">${motif.draw(rand)}</g>
<rect x="40" y="34" width="${textWidth(item.tag, 20) + 28}" height="36" rx="18" fill="#fff" opacity="0.95"/>
${text(54, 59, 20, item.tag, { fill: dark, weight: 800, anchor: 'start' })}
${text(40, 140, 52, item.headline, { anchor: 'start', weight: 900, extra: 'stroke="#000" stroke-opacity="0.2" stroke-width="2" paint-order="stroke"' })}
${text(42, 190, 28, item.tagline, { fill: '#ffffffe6', weight: 500, anchor: 'start' })}`,
    item.headline,
  );
}

// ---------- bank logos and receiving QR cards ----------
const BANK_SHORT = { 中国银行: '中银', 中国邮政储蓄银行: '邮储' };
function bankLogo(bank) {
  const short = BANK_SHORT[bank.name] ?? bank.name.replace(/^中国/, '').replace(/银行$/, '').slice(0, 2);
  const body = `<defs>${linear('g', [bank.color, '#111'], 1, 1)}</defs>
<rect width="96" height="96" rx="20" fill="#fff"/>
<circle cx="48" cy="48" r="40" fill="url(#g)"/>
<circle cx="48" cy="48" r="33" fill="none" stroke="#fff" stroke-width="2" opacity="0.55"/>
<rect x="30" y="22" width="36" height="6" rx="3" fill="#fff" opacity="0.85"/>
${text(48, 60, 22, short)}
<rect x="30" y="68" width="36" height="4" rx="2" fill="#fff" opacity="0.85"/>`;
  return svg(96, 96, body, `${bank.name}标志`);
}
function usdtLogo() {
  const body = `<rect width="96" height="96" rx="20" fill="#fff"/>
<circle cx="48" cy="48" r="40" fill="#26a17b"/>
<rect x="26" y="26" width="44" height="10" rx="2" fill="#fff"/>
<rect x="43" y="26" width="10" height="46" rx="2" fill="#fff"/>
<ellipse cx="48" cy="47" rx="24" ry="6" fill="none" stroke="#fff" stroke-width="4"/>`;
  return svg(96, 96, body, 'USDT标志');
}
const WALLET_THEME = {
  wxpay: { color: '#07c160', title: '微信扫码支付' },
  alipay: { color: '#1677ff', title: '支付宝扫码支付' },
};
async function payCard(wallet) {
  const theme = WALLET_THEME[wallet.kind];
  const qr = await QRCode.toString(wallet.link, {
    type: 'svg',
    margin: 0,
    color: { dark: '#111111', light: '#ffffff' },
  });
  const nested = qr
    .replace('<svg ', '<svg x="40" y="76" width="200" height="200" ')
    .replace(/<\?xml[^>]*>/, '');
  const body = `<rect width="280" height="340" rx="18" fill="#fff" stroke="${theme.color}" stroke-width="3"/>
<path d="M0,18 a18,18 0 0 1 18,-18 h244 a18,18 0 0 1 18,18 v42 h-280 z" fill="${theme.color}"/>
${text(140, 40, 20, theme.title)}
${nested}
${text(140, 306, 14, wallet.holder, { fill: '#333', weight: 600 })}
${text(140, 326, 11, wallet.account, { fill: '#888', weight: 400 })}`;
  return svg(280, 340, body, theme.title);
}

// ---------- captcha pool ----------
const LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ'; // no I, L, O
const DIGITS = '23456789'; // no 0, 1
function captchaAnswers(count) {
  const rand = mulberry32(20251122);
  const answers = new Set();
  while (answers.size < count) {
    // Mostly two letters and two digits, sometimes 3/1 or 1/3, in a random order.
    const roll = rand();
    const letters = roll < 0.7 ? 2 : roll < 0.85 ? 3 : 1;
    const kinds = [...Array(letters).fill(LETTERS), ...Array(4 - letters).fill(DIGITS)];
    for (let i = kinds.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [kinds[i], kinds[j]] = [kinds[j], kinds[i]];
    }
    const chars = kinds.map((pool) => pool[Math.floor(rand() * pool.length)]);
    const code = chars.join('');
    if (/[A-Z]/.test(code) && /\d/.test(code)) answers.add(code);
  }
  return [...answers];
}
function captcha(code, seed) {
  const rand = mulberry32(seed);
  const w = 120;
  const h = 44;
  const hue = Math.floor(rand() * 360);
  let body = `<rect width="${w}" height="${h}" rx="6" fill="hsl(${hue},60%,95%)"/>`;
  for (let i = 0; i < 5; i++) {
    body += `<path d="M${r1(rand() * w)},${r1(rand() * h)} Q${r1(rand() * w)},${r1(rand() * h)} ${r1(rand() * w)},${r1(rand() * h)}" stroke="hsl(${Math.floor(rand() * 360)},55%,55%)" stroke-width="${r1(1 + rand())}" fill="none" opacity="0.7"/>`;
  }
  for (let i = 0; i < 30; i++) {
    body += `<circle cx="${r1(rand() * w)}" cy="${r1(rand() * h)}" r="${r1(0.6 + rand())}" fill="hsl(${Math.floor(rand() * 360)},50%,50%)" opacity="0.6"/>`;
  }
  code.split('').forEach((ch, i) => {
    const x = 18 + i * 27 + r1(rand() * 4 - 2);
    const y = 31 + r1(rand() * 6 - 3);
    const angle = r1(rand() * 40 - 20);
    const color = `hsl(${Math.floor(rand() * 360)},65%,${30 + Math.floor(rand() * 12)}%)`;
    body += `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y - 9})" font-family="Verdana, DejaVu Sans, Arial, sans-serif" font-size="${26 + Math.floor(rand() * 4)}" font-weight="700" fill="${color}" text-anchor="middle">${ch}</text>`;
  });
  body += `<path d="M4,${r1(14 + rand() * 16)} C40,${r1(rand() * h)} 80,${r1(rand() * h)} 116,${r1(14 + rand() * 16)}" stroke="hsl(${hue},50%,40%)" stroke-width="1.4" fill="none" opacity="0.55"/>`;
  return svg(w, h, body, '验证码');
}

// ---------- write everything ----------
rmSync(artDir, { recursive: true, force: true });
write(join(artDir, 'logo.svg'), logo());
write(join(artDir, 'app-icon.svg'), appIcon());
write(join(artDir, 'avatar-default.svg'), avatar());
catalog.banners.forEach((item, i) => write(join(artDir, `banner/home-${i + 1}.svg`), homeBanner(i, item)));
catalog.sponsors.forEach((item, i) => write(join(artDir, `sponsor/sponsor-${i + 1}.svg`), sponsor(i, item)));
for (const category of catalog.categories) {
  for (const venue of category.venues)
    write(join(artDir, `games/${venue.platform}.svg`), gameTile(category, venue));
}
for (const [provider, games] of Object.entries(catalog.lobbies)) {
  games.forEach((game, i) => write(join(artDir, `lobby/${game.code}.svg`), lobbyGame(i, game, provider)));
}
catalog.promotions.forEach((item, i) => write(join(artDir, `promo/promo-${i + 1}.svg`), promo(i, item)));
for (const bank of catalog.banks) write(join(artDir, `banks/${bank.code}.svg`), bankLogo(bank));
write(join(artDir, 'banks/usdt.svg'), usdtLogo());
for (const wallet of catalog.payWallets) write(join(artDir, `pay/${wallet.kind}.svg`), await payCard(wallet));

rmSync(captchaDir, { recursive: true, force: true });
const answers = captchaAnswers(21);
answers.forEach((code, i) => write(join(captchaDir, `${code}.svg`), captcha(code, 9000 + i)));

console.log(`Wrote ${written} SVG files.`);
console.log(`Captcha answers (${answers.length}): ${answers.join(', ')}`);
