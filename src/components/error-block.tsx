// The kit's own error block CSS, unchanged: the same classes, the same look.
import 'antd-mobile/es/components/error-block/error-block.css';
import { lazy, Suspense, type ReactNode } from 'react';

type Status = 'default' | 'disconnected' | 'empty' | 'busy';

const Illustration = lazy(async () => {
  const images = await import('antd-mobile/es/components/error-block/images');
  const byStatus = {
    default: images.defaultImage,
    disconnected: images.disconnectedImage,
    empty: images.emptyImage,
    busy: images.busyImage,
  };
  return { default: ({ status }: { status: Status }) => byStatus[status] };
});

const illustration = (status: Status) => (
  <Suspense fallback={null}>
    <Illustration status={status} />
  </Suspense>
);

/**
 * The kit's ErrorBlock (a state's illustration and title): its markup, classes and CSS, with its
 * illustrations (8 KB brotli) loaded only when a screen first shows one: the states that do (not
 * found, closed, already an agent, a frame that failed) are the exception, and no screen pays for
 * them before its first paint. The title and the rest render at once; the illustration's box has
 * its fixed height from the kit's CSS, so nothing moves when it arrives. Not the kit's component:
 * its config, default-props and native-props helpers (about 2 KB) were the rest of its weight. The
 * title and description are always given (the kit's defaults are not Chinese product text).
 */
export function ErrorBlock({
  status = 'default',
  title,
  description,
  image,
  className,
}: {
  status?: Status;
  title: ReactNode;
  description: ReactNode;
  /** Instead of the status's illustration. */
  image?: ReactNode;
  className?: string;
}) {
  return (
    <div className={className ? `adm-error-block ${className}` : 'adm-error-block'}>
      <div className="adm-error-block-image">{image ?? illustration(status)}</div>
      <div className="adm-error-block-description">
        {title !== null && title !== undefined && (
          <div className="adm-error-block-description-title">{title}</div>
        )}
        {description !== null && description !== undefined && (
          <div className="adm-error-block-description-subtitle">{description}</div>
        )}
      </div>
    </div>
  );
}
