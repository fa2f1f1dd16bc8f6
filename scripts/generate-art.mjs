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
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
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

function sponsor(i, item) {
  const rand = mulberry32(200 + i);
  const hues = [
    ['#0d1b3e', '#1e3c8c'],
    ['#1b0d2e', '#5b1d8c'],
    ['#0d2e24', '#17805b'],
    ['#2e0d0d', '#8c1d1d'],
  ][i % 4];
  return svg(
    750,
    400,
    `<defs>${linear('bg', hues)}${linear('gold', ['#fff3c4', '#e0a800', '#fff3c4'], 1, 0)}</defs>
<rect width="750" height="400" fill="url(#bg)"/>
${sparkles(rand, 750, 400, 60, '#ffe9a8')}
<g opacity="0.12" stroke="#fff" stroke-width="2" fill="none">${[0, 1, 2, 3, 4].map((k) => `<circle cx="375" cy="170" r="${110 + k * 40}"/>`).join('')}</g>
<path d="M375,70 L455,100 V170 C455,225 420,255 375,275 C330,255 295,225 295,170 V100 Z" fill="url(#gold)"/>
<path d="M375,86 L441,111 V170 C441,216 412,240 375,258 C338,240 309,216 309,170 V111 Z" fill="${hues[1]}"/>
${star(375, 168, 40, 17, 'url(#gold)')}
${text(375, 320, 40, item.title, { weight: 900, fill: 'url(#gold)' })}
${text(375, 360, 22, `星辰体育 × ${item.sub}`, { fill: '#ffffffcc', weight: 500 })}`,
    item.title,
  );
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

const PROMO_COLORS = [
  ['#ff416c', '#ff4b2b'],
  ['#f12711', '#f5af19'],
  ['#1d976c', '#93f9b9'],
  ['#2193b0', '#6dd5ed'],
  ['#8e2de2', '#4a00e0'],
  ['#e96443', '#904e95'],
  ['#c79a2a', '#6b4e00'],
  ['#ec008c', '#fc6767'],
];
function promo(i, item) {
  const [a, b] = PROMO_COLORS[i % PROMO_COLORS.length];
  const rand = mulberry32(400 + i);
  return svg(
    750,
    250,
    `<defs>${linear('bg', [a, b], 1, 0.4)}${linear('gift', ['#fff3c4', '#ffc107'])}</defs>
<rect width="750" height="250" fill="url(#bg)"/>
${sparkles(rand, 750, 250, 36)}
<circle cx="620" cy="125" r="120" fill="#fff" opacity="0.08"/>
<g transform="translate(620 130)">
<rect x="-58" y="-20" width="116" height="78" rx="8" fill="url(#gift)"/>
<rect x="-66" y="-44" width="132" height="30" rx="6" fill="#ffe082"/>
<rect x="-10" y="-44" width="20" height="102" fill="#e53935"/>
<path d="M0,-44 C-30,-84 -62,-60 -34,-46 Z M0,-44 C30,-84 62,-60 34,-46 Z" fill="#e53935"/>
</g>
<rect x="40" y="40" width="${item.tag.length * 20 + 28}" height="34" rx="17" fill="#fff" opacity="0.95"/>
${text(54, 64, 18, item.tag, { fill: a, weight: 800, anchor: 'start' })}
${text(40, 140, 44, item.title, { anchor: 'start', weight: 900 })}
${text(42, 190, 20, '星辰体育 · 限时活动 · 详情点击查看', { fill: '#ffffffdd', weight: 500, anchor: 'start' })}`,
    item.title,
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
  const qr = await QRCode.toString(wallet.link, { type: 'svg', margin: 0, color: { dark: '#111111', light: '#ffffff' } });
  const nested = qr.replace('<svg ', '<svg x="40" y="76" width="200" height="200" ').replace(/<\?xml[^>]*>/, '');
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
  for (const venue of category.venues) write(join(artDir, `games/${venue.platform}.svg`), gameTile(category, venue));
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
