import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Game } from '@contract/entities';
import { messages } from '@/config/messages';
import { loginPathFor, paths, registerPath } from '@/config/paths';
import { registerSideMenu } from '@/core/nav/side-menu';
import { useBalance } from '@/core/session/balance';
import { logout } from '@/core/session/logout';
import { useSession } from '@/core/session/store';
import { useUserInfo } from '@/core/session/user';
import { useAppInfo } from '@/core/site/app-info';
import { useGameLists } from '@/core/site/game-lists';
import { dialog } from '@/lib/dialog';
import { readDeviceValue, storageKeys, writeDeviceValue } from '@/lib/storage';
import { toast } from '@/lib/toast';
import { useAction } from '@/core/actions/use-action';
import { lazyPart } from '@/lib/lazy-part';
import { useAfterPaint } from '@/lib/use-after-paint';
import { useOverlay } from '@/lib/use-overlay';
import { useStandalone } from '@/lib/pwa/install';
import { siteCalls } from '@contract/site-calls';
import { readEarly } from '@/lib/http/early-read';
import { HOME_BANNER_TYPE, homeBannersQueryOptions } from '../api/banner-list';
import { BannerCarousel } from '../components/banner-carousel';
import { DownloadStrip } from '../components/download-strip';
import { GameTabs } from '../components/game-tabs';
import { GuestPanel, MemberPanel } from '../components/member-panel';
import { NoticesPopup, SideMenu, WelcomeDialog } from '../components/lazy-overlays';
import { NoticeStrip } from '../components/notices';
import {
  conciseEntryPath,
  gameLaunchPath,
  loginRequiredPrompt,
  showRedPacket,
  showWelcome,
  welcomeMutedToday,
  deviceDay,
  sideMenuEntries,
  type SideMenuEntry,
} from '../model';

// Landed on home, the landing preload has asked for the banners: taken as this code loads, they
// are there for the first render, and the banner, the page's largest paint, is drawn with the
// screen (a render later, after the tiles, it came 250 ms later in a trace at 4× CPU).
readEarly(siteCalls.bannerList, { type: HOME_BANNER_TYPE }, homeBannersQueryOptions());

// The floating red packet is no part of the first screen: its code, and its watch over what it
// would cover, come after the banner (bannerPainted below).
const RedPacketFloat = lazyPart(async () => (await import('../components/red-packet-float')).RedPacketFloat);

/** / — home (docs/product.md#screens-and-routes), kept alive by the shell. */
export default function HomeRoute() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { appInfo } = useAppInfo();
  const token = useSession((s) => s.token);
  const signedIn = token !== null;
  // The kept copy (docs/product.md#what-the-app-keeps-and-shows) when the call failed, e.g. offline: the greeting never loses the name.
  const keptUser = useSession((s) => s.userInfo);
  const user = useUserInfo().data ?? keptUser;
  const balance = useBalance();
  const games = useGameLists();

  // Closed for this visit with 我知道了, or for the rest of the day on this device with 今日不再提示.
  const [welcomeClosed, setWelcomeClosed] = useState(() =>
    welcomeMutedToday(readDeviceValue(storageKeys.welcomeMutedOn), new Date()),
  );
  // The welcome dialog (and its sanitiser's code) and the red packet wait until the banner, the
  // page's largest paint, is on screen: they come over a painted page and never compete with it.
  const [bannerSettled, setBannerSettled] = useState(false);
  const onBannerSettled = useCallback(() => setBannerSettled(true), []);
  const bannerPainted = useAfterPaint(bannerSettled);
  const [stripClosed, setStripClosed] = useState(false);
  // In the installed app's own window the member already has the app: no download strip.
  const standalone = useStandalone();
  const [packetClosed, setPacketClosed] = useState(false);
  // Overlays close on any route change and never re-open with history (lib/use-overlay).
  const [menuOpen, setMenuOpen] = useOverlay();
  const [noticesOpen, setNoticesOpen] = useOverlay();
  const signOut = useAction(() => logout());
  // The header's 菜单 opens this screen's menu while the screen is shown (kept alive: hidden, its
  // effects are cleaned up and the registration with them).
  useEffect(() => registerSideMenu(() => setMenuOpen(true)), [setMenuOpen]);

  const title = appInfo?.title ?? '';
  const onHome = pathname === paths.home;

  const openGame = (game: Game) => {
    if (!signedIn) {
      toast.info(messages.pleaseLogin);
      return;
    }
    void navigate(gameLaunchPath(game));
  };

  const openRedPacket = async () => {
    if (signedIn) {
      void navigate(paths.hongbao);
      return;
    }
    if (await dialog.confirm({ content: loginRequiredPrompt, confirmText: '立即登录' })) {
      void navigate(loginPathFor(paths.hongbao));
    }
  };

  const pickMenu = (entry: SideMenuEntry) => {
    setMenuOpen(false);
    switch (entry.action.type) {
      case 'go':
        void navigate(entry.action.to);
        break;
      case 'notices':
        setNoticesOpen(true);
        break;
      case 'logout':
        void signOut.run();
        break;
    }
  };

  const menuEntries = sideMenuEntries({
    signedIn,
    isagent: user ? user.isagent : null,
    onHome,
  });

  return (
    <>
      {!stripClosed && !standalone && (
        <DownloadStrip
          title={title}
          onDownload={() => void navigate(paths.app)}
          onClose={() => setStripClosed(true)}
        />
      )}
      <h1 className="visually-hidden">{title || '首页'}</h1>
      <BannerCarousel onSettled={onBannerSettled} />
      <NoticeStrip onOpen={() => setNoticesOpen(true)} />
      {signedIn ? (
        <MemberPanel
          username={user?.username ?? ''}
          balance={balance.balance}
          balanceRead={balance}
          onGo={(to) => void navigate(to)}
        />
      ) : (
        <GuestPanel
          title={title}
          onLogin={() => void navigate(paths.login)}
          onRegister={() => void navigate(registerPath())}
        />
      )}
      <GameTabs read={games} onOpenGame={openGame} onOpenLobby={() => void navigate(conciseEntryPath)} />

      {onHome && bannerPainted && showRedPacket(appInfo?.redpacket_switch) && !packetClosed && (
        <RedPacketFloat onOpen={() => void openRedPacket()} onClose={() => setPacketClosed(true)} />
      )}
      <SideMenu
        visible={menuOpen}
        title={title}
        entries={menuEntries}
        onPick={pickMenu}
        onClose={() => setMenuOpen(false)}
      />
      <NoticesPopup visible={noticesOpen} onClose={() => setNoticesOpen(false)} />
      <WelcomeDialog
        visible={bannerPainted && !welcomeClosed && showWelcome(appInfo?.index_modal, pathname)}
        title={title}
        html={appInfo?.webcontent}
        onClose={() => setWelcomeClosed(true)}
        onMuteToday={() => {
          writeDeviceValue(storageKeys.welcomeMutedOn, deviceDay(new Date()));
          setWelcomeClosed(true);
        }}
      />
    </>
  );
}
