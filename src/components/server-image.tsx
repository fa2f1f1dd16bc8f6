import { useCallback, useState, type ImgHTMLAttributes, type ReactNode } from 'react';
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
  /**
   * Called once the image has loaded or failed (e.g. to let work wait for the first paint); it may be
   * called again, so it must be idempotent.
   */
  onSettled?: () => void;
}) {
  const url = safeExternalUrl(src, window.location.href);
  const [failed, setFailed] = useState<string | null>(null);
  // React does not deliver a load or error event that comes while a concurrent render (the first
  // screen's transition) has not yet committed the image: a dead link that fails at once would stay
  // the browser's broken-image icon. So an image already settled when it is committed is settled
  // here; decode() tells a drawn image from a broken one (an SVG without a size of its own included).
  const settleIfDone = useCallback(
    (node: HTMLImageElement | null) => {
      if (!node?.complete || typeof node.decode !== 'function') return;
      node.decode().then(
        () => onSettled?.(),
        () => {
          setFailed(url);
          onSettled?.();
        },
      );
    },
    [url, onSettled],
  );
  if (!url || failed === url) return <>{fallback}</>;
  return (
    <img
      {...img}
      ref={settleIfDone}
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
