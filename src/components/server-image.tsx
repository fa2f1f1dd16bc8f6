import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import { safeExternalUrl } from '@/lib/safe-url';

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError' | 'children'>;

/**
 * The one policy for an image the server names (venue art, banners, logos, bank icons, avatars): only
 * an http(s) address is loaded (safe URLs), its box is sized before it loads (`width`/`height`), and
 * when the address is missing or the image cannot load — offline, a dead link — `fallback` takes its
 * place instead of the browser's broken-image icon. The failure is remembered per address, so a new
 * address is tried again.
 */
export function ServerImage({
  src,
  fallback,
  onSettled,
  ...img
}: ImgProps & {
  src: string | null | undefined;
  /** What shows instead: the alt text is the caller's to repeat if the fallback must carry it. */
  fallback: ReactNode;
  /** Called once the image has loaded or failed (e.g. to let work wait for the first paint). */
  onSettled?: () => void;
}) {
  const url = safeExternalUrl(src, window.location.href);
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || failed === url) return <>{fallback}</>;
  return (
    <img
      {...img}
      src={url}
      onLoad={(event) => {
        img.onLoad?.(event);
        onSettled?.();
      }}
      onError={() => {
        setFailed(url);
        onSettled?.();
      }}
    />
  );
}
