import { useEffect, useState } from 'react';

/** Modules of a QR code as one SVG path (dark squares), with the quiet zone in the view box. */
export function qrPath(size: number, isDark: (row: number, col: number) => boolean): string {
  let d = '';
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (isDark(row, col)) d += `M${col} ${row}h1v1h-1z`;
    }
  }
  return d;
}

const QUIET = 4;

/**
 * The download URL as a QR code, drawn as an inline SVG. The encoder (`qrcode`) loads only when this
 * renders, so phones that never show it never fetch it.
 */
export function DownloadQr({ url, label, size = 176 }: { url: string; label: string; size?: number }) {
  const [code, setCode] = useState<{ url: string; modules: number; path: string } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    import('qrcode')
      .then(({ create }) => {
        const { modules } = create(url, { errorCorrectionLevel: 'M' });
        const path = qrPath(modules.size, (row, col) => modules.get(row, col) === 1);
        if (live) setCode({ url, modules: modules.size, path });
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [url]);

  if (failed) return null;
  if (!code || code.url !== url)
    return <div style={{ width: size, height: size }} role="status" aria-label={label} />;
  const box = code.modules + QUIET * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${-QUIET} ${-QUIET} ${box} ${box}`}
      shapeRendering="crispEdges"
      data-qr-url={url}
    >
      <rect x={-QUIET} y={-QUIET} width={box} height={box} fill="#fff" />
      <path d={code.path} fill="#000" />
    </svg>
  );
}
