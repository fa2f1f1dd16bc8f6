import type { UseQueryResult } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state';
import { ReadFailed } from '@/components/read-failed';
import {
  AppstoreOutline,
  CouponOutline,
  FireFill,
  PlayOutline,
  RightOutline,
  StarOutline,
  VideoOutline,
} from 'antd-mobile-icons';
import { useId, useState, type ReactNode } from 'react';
import type { Game, GameCategory } from '@contract/entities';
import { TabList, tabPanelProps } from '@/components/tab-list';
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

const tabItems = gameTabs.map((t) => ({ key: String(t.index), label: t.label, icon: tabIcons[t.category] }));

/**
 * docs/product.md#screens-and-routes game categories as six tabs with their tiles. The electronic tab starts with the fixed
 * entry to the obgdy lobby, then lists the electronic venues.
 */
export function GameTabs({
  read,
  onOpenGame,
  onOpenLobby,
}: {
  /** The game lists' read (a failed refetch keeps the lists shown). */
  read: UseQueryResult<GameLists>;
  onOpenGame: (game: Game) => void;
  onOpenLobby: () => void;
}) {
  const [active, setActive] = useState(0);
  const baseId = useId();
  const tab = gameTabs[active] ?? gameTabs[0]!;
  const tiles = (
    <QueryState
      query={read}
      keepData
      loading={Array.from({ length: 4 }, (_, i) => (
        <VenueTileSkeleton key={i} />
      ))}
      failure={() => <ReadFailed read={read} className={styles.state} />}
    >
      {(lists) => {
        const games = lists[tab.category];
        return (
          <>
            {games.map((game) => (
              <VenueTile
                key={`${game.platform_name}-${game.game_code ?? ''}`}
                game={game}
                onOpen={() => onOpenGame(game)}
              />
            ))}
            {Array.from({ length: paddingTiles(games.length) }, (_, i) => (
              <VenueTilePlaceholder key={`pad-${i}`} />
            ))}
            {games.length === 0 && tab.category !== 'concise' && <p className={styles.state}>暂无游戏</p>}
          </>
        );
      }}
    </QueryState>
  );

  return (
    <section className={styles.card} aria-label="游戏分类">
      <TabList
        tabs={tabItems}
        active={String(active)}
        onChange={(key) => setActive(Number(key))}
        label="游戏分类"
        idBase={baseId}
        classes={{ list: styles.tabs, tab: styles.tab, active: styles.active, icon: styles.tabIcon }}
      />
      <div {...tabPanelProps(baseId, String(active))} className={styles.panel}>
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
