/**
 * The bench's floor: the least a page like `/` can cost when built by the same toolchain. React 19
 * and react-dom, one antd-mobile component (Image) showing the same hero image as `/` (the first
 * banner of the site's list, asked for as the app asks for it), and nothing else: no router, no
 * data layer, no shell. Every route's LCP and TBT are reported as a ratio to this page's, measured
 * in the same run, so the ratio says what our code costs whatever the machine.
 */
import Image from 'antd-mobile/es/components/image';
import { createRoot } from 'react-dom/client';

// Asked for before React renders, as the app's landing preload does for `/`.
const hero: Promise<string | undefined> = fetch('./api/bannerList', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ type: 2 }),
})
  .then((response) => response.json() as Promise<{ data?: { src?: string }[] }>)
  .then((body) => body.data?.[0]?.src)
  .catch(() => undefined);

const root = createRoot(document.getElementById('root') as HTMLElement);
void hero.then((src) =>
  root.render(
    src ? (
      <Image src={src} alt="" width="100%" style={{ aspectRatio: '750 / 300' }} fit="cover" lazy={false} />
    ) : (
      <p>no banner</p>
    ),
  ),
);
