import { PictureOutline } from 'antd-mobile-icons';
import { ServerImage } from '@/components/server-image';
import styles from './lobby-tile.module.css';

/** One lobby game: square picture in a sized box (no layout shift), a fallback if it fails to load. */
export function LobbyTile({
  name,
  picture,
  onOpen,
}: {
  name: string;
  picture: string | null | undefined;
  onOpen: () => void;
}) {
  return (
    <button type="button" className={styles.tile} onClick={onOpen}>
      <span className={styles.picture}>
        <ServerImage
          className={styles.image}
          src={picture}
          alt=""
          width={120}
          height={120}
          loading="lazy"
          decoding="async"
          fallback={
            <span className={styles.fallback} aria-hidden>
              <PictureOutline />
            </span>
          }
        />
      </span>
      <span className={styles.name}>{name}</span>
    </button>
  );
}

export function LobbyTileSkeleton() {
  return (
    <span className={styles.tile} aria-hidden>
      <span className={`${styles.picture} ${styles.shimmer}`} />
      <span className={`${styles.nameBar} ${styles.shimmer}`} />
    </span>
  );
}
