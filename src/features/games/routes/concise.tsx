import { useLocation, useNavigate } from 'react-router';
import { ErrorBlock } from '@/components/error-block';
import { QueryState } from '@/components/query-state';
import { PageNav } from '@/components/page-nav';
import { messages } from '@/config/messages';
import { useIsSignedIn } from '@/core/session/store';
import { useGameLists } from '@/core/site/game-lists';
import { toast } from '@/lib/toast';
import { useLobbyGames } from '../api/gamelist-by-code';
import { LobbyTile, LobbyTileSkeleton } from '../components/lobby-tile';
import { gamePagePath } from '../model';
import styles from './concise.module.css';

const SKELETON_TILES = 9;

/** /concise?type=X — one provider's game lobby (kept alive per type, docs/product.md#screens-and-routes). */
export default function ConciseRoute() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const signedIn = useIsSignedIn();
  const platform = new URLSearchParams(search).get('type')?.trim() ?? '';
  const lobby = useLobbyGames(platform);
  const { data: lists } = useGameLists();
  const venue = lists?.concise.find((g) => g.platform_name === platform);
  const title = venue?.name ?? (platform ? `${platform.toUpperCase()} 电子` : '电子游戏');

  const open = (game: { gamecode: string; catecode?: string | null }) => {
    if (!signedIn) {
      toast.info(messages.pleaseLogin);
      return;
    }
    // catecode is the platform code that launches the game (the family's meaning), e.g. 'obgdy'.
    void navigate(gamePagePath({ name: game.catecode?.trim() || platform, code: game.gamecode }));
  };

  const body =
    // With no platform the read never starts: that is the empty lobby (nothing asked), not a load.
    platform === '' ? (
      <ErrorBlock status="empty" title={messages.empty} description={null} className="list-state-empty" />
    ) : (
      <QueryState
        query={lobby}
        loading={
          <div className={styles.grid} role="status" aria-label={messages.loading}>
            {Array.from({ length: SKELETON_TILES }, (_, i) => (
              <LobbyTileSkeleton key={i} />
            ))}
          </div>
        }
        isEmpty={(games) => games.length === 0}
      >
        {(games) => (
          <ul className={styles.grid} aria-label={`${title}游戏列表`}>
            {games.map((game) => (
              <li key={game.gamecode} className={styles.cell}>
                <LobbyTile name={game.gamename} picture={game.gamepic} onOpen={() => open(game)} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    );

  return (
    <div className={styles.page}>
      <PageNav title={title} />
      <section className={styles.body}>{body}</section>
    </div>
  );
}
