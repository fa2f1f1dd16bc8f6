import { AppstoreOutline, CouponOutline, FireFill, PlayOutline, RightOutline, StarOutline, VideoOutline } from 'antd-mobile-icons';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Game, GameCategory } from '@contract/entities';
import type { GameLists } from '@/core/site/game-lists';
import { gameTabs, paddingTiles } from '../model';
import { VenueTile, VenueTilePlaceholder, VenueTileSkeleton } from './venue-tile';
import styles from './game-tabs.module.css';

const tabIcons: Record<GameCategory, ReactNode> = {
  sport: <FireFill />,
  realbet: <VideoOutline />,
  gaming: <PlayOutline />,
  joker: <AppstoreOutline />,
  concise: <StarOutline />,
  lottery: <CouponOutline />,
};

/**
 * Spec §2 game categories as six tabs with their tiles. The electronic tab starts with the fixed
 * entry to the obgdy lobby, then lists the electronic venues.
 */
export function GameTabs({
  lists,
  loading,
  failed,
  onRetry,
  onOpenGame,
  onOpenLobby,
}: {
  lists: GameLists | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onOpenGame: (game: Game) => void;
  onOpenLobby: () => void;
}) {
  const [active, setActive] = useState(0);
  const baseId = useId();
  const tab = gameTabs[active] ?? gameTabs[0]!;
  const games = lists?.[tab.category] ?? [];

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = (active + (event.key === 'ArrowRight' ? 1 : gameTabs.length - 1)) % gameTabs.length;
    setActive(next);
    document.getElementById(`${baseId}-tab-${next}`)?.focus();
  };

  let tiles: ReactNode;
  if (loading && games.length === 0) {
    tiles = Array.from({ length: 4 }, (_, i) => <VenueTileSkeleton key={i} />);
  } else if (failed && games.length === 0) {
    tiles = (
      <p className={styles.state}>
        加载失败
        <button type="button" className={styles.retry} onClick={onRetry}>
          重试
        </button>
      </p>
    );
  } else {
    tiles = (
      <>
        {games.map((game) => (
          <VenueTile key={`${game.platform_name}-${game.game_code ?? ''}`} game={game} onOpen={() => onOpenGame(game)} />
        ))}
        {Array.from({ length: paddingTiles(games.length) }, (_, i) => (
          <VenueTilePlaceholder key={`pad-${i}`} />
        ))}
        {games.length === 0 && tab.category !== 'concise' && <p className={styles.state}>暂无游戏</p>}
      </>
    );
  }

  return (
    <section className={styles.card} aria-label="游戏分类">
      <div className={styles.tabs} role="tablist" aria-label="游戏分类" onKeyDown={onKeyDown}>
        {gameTabs.map((t) => (
          <button
            key={t.category}
            id={`${baseId}-tab-${t.index}`}
            type="button"
            role="tab"
            aria-selected={t.index === active}
            aria-controls={`${baseId}-panel`}
            tabIndex={t.index === active ? 0 : -1}
            className={t.index === active ? `${styles.tab} ${styles.active}` : styles.tab}
            onClick={() => setActive(t.index)}
          >
            <span className={styles.tabIcon} aria-hidden>
              {tabIcons[t.category]}
            </span>
            {t.label}
          </button>
        ))}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-tab-${active}`} className={styles.panel}>
        {tab.category === 'concise' && (
          <button type="button" className={styles.lobby} onClick={onOpenLobby}>
            <span className={styles.lobbyBadge} aria-hidden>
              <StarOutline />
            </span>
            <span className={styles.lobbyText}>
              <strong>电子游艺大厅</strong>
              <span>数百款热门电子游戏 一键畅玩</span>
            </span>
            <RightOutline aria-hidden />
          </button>
        )}
        <div className={styles.grid}>{tiles}</div>
      </div>
    </section>
  );
}
