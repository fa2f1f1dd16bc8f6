import List from '@/components/list';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import Skeleton from '@/components/skeleton';
import {
  BankcardOutline,
  BillOutline,
  EditSOutline,
  FileOutline,
  GiftOutline,
  LoopOutline,
  MailOutline,
  PayCircleOutline,
  ReceiptOutline,
  SetOutline,
  StarOutline,
  UnorderedListOutline,
  UserOutline,
} from 'antd-mobile-icons';
import { useRef, type ChangeEvent, type ReactNode } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import { DepositIcon } from '@/components/icons';
import { Money } from '@/components/money';
import { formatCents } from '@contract/money';
import { PullRefresh } from '@/components/pull-refresh';
import { QueryState } from '@/components/query-state';
import { ReadFailed } from '@/components/read-failed';
import { ServerImage } from '@/components/server-image';
import { RefreshButton } from '@/components/refresh-button';
import { AVATAR_ACCEPT } from '@/config/constants';
import { paths } from '@/config/paths';
import { FooterNav } from '@/core/nav/footer-nav';
import { useGo } from '@/core/nav/use-go';
import { accountKey, useAccount } from '@/core/session/query-keys';
import { useBalance } from '@/core/session/balance';
import { logout } from '@/core/session/logout';
import { useIsSignedIn } from '@/core/session/store';
import { useUserInfo } from '@/core/session/user';
import { toast } from '@/lib/toast';
import { useAction } from '@/core/actions/use-action';
import { useRefreshUserMoney } from '../api/refresh-user-money';
import { useUploadAvatar } from '../api/upload-avatar';
import { useVipLevels, vipLevelsQueryOptions } from '@/core/site/vip-levels';
import { avatarProblem, memberTexts, memberVip, menuEntries, quickEntries, sideEntries } from '../model';
import styles from './mine.module.css';

const quickIcons: Record<string, ReactNode> = {
  recharge: <DepositIcon />,
  withdrawal: <BankcardOutline />,
  transfer: <LoopOutline />,
  betRecord: <ReceiptOutline />,
};

// The dot's code and its read of the inbox come after the screen: a dot, never a reason to wait.
const UnreadMailDot = lazyPart(async () => (await import('@/core/inbox/unread-mail-dot')).default);

// The 更多 entries (and their icons, shared with home's menu) are below the fold: the icons' code
// comes after the screen, in a box of their size.
const SharedMenuIcon = lazyPart(async () => {
  const { sharedMenuIcons } = await import('@/core/nav/menu-icons');
  return ({ entry }: { entry: string }) => sharedMenuIcons[entry];
});

const menuIcons: Record<string, ReactNode> = {
  message: <MailOutline />,
  transRecord: <BillOutline />,
  betRecord: <FileOutline />,
  fanshui: <PayCircleOutline />,
  activityRecord: <UnorderedListOutline />,
  welfare: <GiftOutline />,
  setting: <SetOutline />,
  feedback: <EditSOutline />,
};

/** One entry of /mine's lists: its icon, its label; logout in its own colour, with no arrow. */
function MenuItem({
  entry,
  signOutEntry = false,
  badge,
  onClick,
}: {
  entry: { key: string; label: string };
  signOutEntry?: boolean;
  /** After the label: a red dot when something there has not been opened yet. */
  badge?: ReactNode;
  onClick: () => void;
}) {
  return (
    <List.Item
      className={signOutEntry ? styles.logout : undefined}
      prefix={
        <span className={styles.listIcon}>
          {menuIcons[entry.key] ?? <SharedMenuIcon entry={entry.key} />}
        </span>
      }
      arrowIcon={signOutEntry ? false : undefined}
      onClick={onClick}
    >
      <span>{entry.label}</span>
      {badge}
    </List.Item>
  );
}

function Avatar({
  src,
  onPick,
  busy,
}: {
  src: string | null | undefined;
  onPick: (file: File) => void;
  busy: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // picking the same file again must fire change again
    if (file) onPick(file);
  };
  return (
    <>
      <button
        type="button"
        className={styles.avatar}
        aria-label={memberTexts.changeAvatar}
        disabled={busy}
        onClick={() => input.current?.click()}
      >
        <ServerImage src={src} alt="" width={64} height={64} fallback={<UserOutline aria-hidden />} />
      </button>
      <input
        ref={input}
        className="visually-hidden"
        type="file"
        accept={AVATAR_ACCEPT}
        aria-label={memberTexts.uploadAvatar}
        tabIndex={-1}
        onChange={onChange}
      />
    </>
  );
}

/** /mine — member centre (login required). */
export default function MineRoute() {
  const go = useGo();
  const signedIn = useIsSignedIn();
  // Fresh on every visit: 申请代理 goes once an operator has approved the member.
  const user = useUserInfo({ fresh: true });
  const { balance } = useBalance();
  const levels = useVipLevels();
  const refreshMoneyCall = useRefreshUserMoney();
  const uploadCall = useUploadAvatar();
  // One request per tap (docs/architecture.md, "A request runs now or fails now"); the client has said why a
  // call failed.
  const refreshMoney = useAction(() => refreshMoneyCall.send());
  const upload = useAction((file: File) => uploadCall.send(file));
  const signOut = useAction(() => logout());
  const info = user.data;
  const vip = memberVip(info, levels.data);
  const account = useAccount();

  const pickAvatar = (file: File) => {
    const problem = avatarProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    void upload.run(file);
  };

  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{memberTexts.title}</h1>
      {/* Pulling down reads the member's data again: user, balance, VIP levels and the inbox dot. */}
      <PullRefresh keys={[accountKey(account), vipLevelsQueryOptions().queryKey]}>
        <section className={styles.hero} aria-label="会员信息">
          <div className={styles.identity}>
            <Avatar src={info?.avatar} onPick={pickAvatar} busy={upload.pending} />
            <div className={styles.names}>
              <QueryState
                query={user}
                keepData
                loading={<Skeleton animated className={styles.nameSkeleton} />}
                failure={() => <ReadFailed read={user} className={styles.nameFailed} />}
              >
                {(answer) => <p className={styles.username}>{answer.username}</p>}
              </QueryState>
              <span className={styles.vipBadge}>
                <StarOutline aria-hidden />
                VIP{vip.level}
              </span>
            </div>
          </div>
          <div className={styles.balanceRow}>
            <div>
              <p className={styles.balanceLabel}>{memberTexts.balance}</p>
              <p className={styles.balance} aria-live="polite">
                <span className={styles.currency}>¥</span>
                <Money value={balance} />
              </p>
            </div>
            <RefreshButton onHero action={refreshMoney} label={memberTexts.refreshBalance} />
          </div>
        </section>

        <section className={styles.vipCard} aria-labelledby="vip-progress-title">
          <div className={styles.vipHead}>
            <h2 id="vip-progress-title" className={styles.vipTitle}>
              {memberTexts.vipProgress}
            </h2>
            <span className={styles.vipName}>{vip.name ?? `VIP${vip.level}`}</span>
          </div>
          <div
            role="progressbar"
            aria-label={memberTexts.vipProgress}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={vip.percent ?? undefined}
            aria-valuetext={vip.percent === null ? memberTexts.vipProgressUnknown : undefined}
            className={styles.vipBar}
          >
            <ProgressBar percent={vip.percent ?? 0} />
          </div>
          <p className={styles.vipPercent}>
            <button type="button" className={styles.vipLink} onClick={() => go(paths.vip)}>
              {memberTexts.vipPrivileges}
            </button>
            <span data-money>{vip.percent === null ? '—' : `${vip.percent}%`}</span>
          </p>
          {vip.next !== null ? (
            <p className={styles.vipBasis}>
              {vip.next === 'top' ? (
                memberTexts.vipTopLevel
              ) : (
                <span className={styles.vipFigure}>
                  {memberTexts.vipToNext(vip.next.level, vip.next.of)} ¥
                  <Money value={formatCents(vip.next.missing)} />
                </span>
              )}
            </p>
          ) : (
            // The line's place is kept until the figures are in, so the entries below do not jump
            // under a finger about to tap them.
            (info === undefined || levels.data === undefined) && (
              <p className={styles.vipBasis} aria-hidden>
                &nbsp;
              </p>
            )
          )}
        </section>

        <nav className={styles.quick} aria-label="快捷入口">
          {quickEntries.map((e) => (
            <button key={e.key} type="button" className={styles.quickItem} onClick={() => go(e.to)}>
              <span className={styles.quickIcon} aria-hidden>
                {quickIcons[e.key]}
              </span>
              {e.label}
            </button>
          ))}
        </nav>

        <List className={styles.list} header="我的服务">
          {menuEntries(signedIn).map((e) => (
            <MenuItem
              key={e.key}
              entry={e}
              badge={
                e.key === 'message' && (
                  <UnreadMailDot className={styles.unreadDot} label={memberTexts.unread} />
                )
              }
              onClick={() => go(e.to)}
            />
          ))}
        </List>

        <List className={styles.list} header="更多">
          {sideEntries({ signedIn, isagent: info?.isagent }).map((e) =>
            'to' in e ? (
              <MenuItem key={e.key} entry={e} onClick={() => go(e.to)} />
            ) : (
              <MenuItem key={e.key} entry={e} signOutEntry onClick={() => void signOut.run()} />
            ),
          )}
        </List>

        <div className={styles.footer}>
          <FooterNav />
        </div>
      </PullRefresh>
      {/* No <Outlet/>: /mine's nested overlay (/setting, docs/product.md#screens-and-routes) is drawn beside this
          screen by its route's layoutScreen (src/app/screen.tsx), so it need not wait for this chunk. */}
    </div>
  );
}
