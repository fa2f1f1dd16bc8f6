import Button from '@/components/button';
import { ErrorBlock } from '@/components/error-block';
import { useLocation, useNavigate } from 'react-router';
import { PageNav } from '@/components/page-nav';
import { isApiError } from '@/lib/http/errors';
import { messages } from '@/config/messages';
import { loginPathFor } from '@/config/paths';
import { useIsSignedIn } from '@/core/session/store';
import { useAppInfo } from '@/core/site/app-info';
import { useGameLists } from '@/core/site/game-lists';
import { useServiceUrl } from '@/core/site/service-url';
import { useAgentLoginUrl } from '../api/get-agent-login-url';
import { useGameUrl } from '../api/get-game-url';
import { FrameView } from '../components/frame-view';
import { frameSourceFromQuery, frameTitles, frameableUrl, gameUrlRequest } from '../model';
import styles from './game-page.module.css';

/** /gamePage — the agent login, service, app download or a game in a full-height frame (docs/product.md#screens-and-routes). */
export default function GamePageRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useIsSignedIn();
  const source = frameSourceFromQuery(location.search);
  const site = useAppInfo();

  const agent = useAgentLoginUrl(source.kind === 'agent');
  const service = useServiceUrl({ enabled: source.kind === 'service' });
  const game = useGameUrl(
    source.kind === 'game' ? gameUrlRequest(source) : { plat_name: '' },
    source.kind === 'game' && signedIn,
  );

  const { data: lists } = useGameLists();
  const venueName =
    source.kind === 'game'
      ? Object.values(lists ?? {})
          .flat()
          .find((g) => g.platform_name === source.plat_name)?.name
      : undefined;
  const title = venueName ?? frameTitles[source.kind];
  // A refused launch (游戏平台不存在) is the answer, not a failure to retry: say it, offer the way back.
  const refusalOf = (error: Error) => (isApiError(error) && error.kind === 'business' ? error.message : null);
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate('/', { replace: true });
  };
  let body;
  switch (source.kind) {
    case 'agent':
      body = <FrameView title={title} read={agent} urlOf={(answer) => frameableUrl(answer.url)} />;
      break;
    case 'service':
      body = <FrameView title={title} read={service} urlOf={frameableUrl} />;
      break;
    case 'app':
      // The kept copy's address frames at once; without one, the read's states.
      body = (
        <FrameView
          title={title}
          read={site}
          urlOf={(answer) => frameableUrl(answer.ios_download_url)}
          kept={frameableUrl(site.appInfo?.ios_download_url)}
        />
      );
      break;
    case 'game':
      body = signedIn ? (
        <FrameView
          title={title}
          read={game}
          urlOf={(answer) => frameableUrl(answer.url)}
          refusalOf={refusalOf}
          onBack={back}
        />
      ) : (
        <div className={styles.guest}>
          <ErrorBlock status="default" title={messages.pleaseLogin} description={null} />
          <Button
            color="primary"
            onClick={() => void navigate(loginPathFor(location.pathname + location.search))}
          >
            立即登录
          </Button>
        </div>
      );
      break;
    case 'none':
      body = (
        <div className={styles.guest}>
          <ErrorBlock status="empty" title="未找到该游戏" description={null} />
        </div>
      );
      break;
  }

  return (
    <div className={styles.page}>
      <PageNav title={title} />
      {body}
    </div>
  );
}
