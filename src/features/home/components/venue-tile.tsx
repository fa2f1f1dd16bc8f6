import { PictureOutline } from 'antd-mobile-icons';
import type { Game } from '@contract/entities';
import { ServerImage } from '@/components/server-image';
import states from './section-states.module.css';
import styles from './venue-tile.module.css';

/** A venue tile: `mobile_img` in a sized box, a fallback when it cannot load (docs/product.md#screens-and-routes). */
export function VenueTile({ game, onOpen }: { game: Game; onOpen: () => void }) {
  const name = game.name ?? game.platform_name.toUpperCase();
  return (
    <button type="button" className={styles.tile} onClick={onOpen} aria-label={name}>
      {/* The venue art carries its own name; the button's label says it to screen readers. */}
      <ServerImage
        className={styles.image}
        src={game.mobile_img}
        alt=""
        width={340}
        height={200}
        loading="lazy"
        decoding="async"
        fetchPriority="low"
        fallback={
          <>
            <span className={styles.fallback} data-testid="tile-fallback">
              <PictureOutline aria-hidden />
            </span>
            <span className={styles.name}>{name}</span>
          </>
        }
      />
    </button>
  );
}

/** Pads an odd count so the grid stays even. */
export function VenueTilePlaceholder() {
  return (
    <span className={`${styles.tile} ${styles.placeholder}`} aria-hidden data-testid="tile-placeholder">
      <span className={styles.soon}>敬请期待</span>
    </span>
  );
}

export function VenueTileSkeleton() {
  return <span className={`${styles.tile} ${states.skeleton}`} aria-hidden />;
}
