import Button from '@/components/button';
import List from '@/components/list';
import {
  BankcardOutline,
  CloseOutline,
  KeyOutline,
  LockOutline,
  QuestionCircleOutline,
  PayCircleOutline,
} from 'antd-mobile-icons';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { logout } from '@/core/session/logout';
import { useUserInfo } from '@/core/session/user';
import { userCentreEntries, userCentreFields, profileTexts } from '../model';
import styles from './setting.module.css';
import { useAction } from '@/core/actions/use-action';

const entryIcons: Record<string, ReactNode> = {
  loginPassword: <LockOutline />,
  payPassword: <KeyOutline />,
  cards: <BankcardOutline />,
  usdt: <PayCircleOutline />,
  help: <QuestionCircleOutline />,
};

/** A value that may wrap at a narrow width: an e-mail address breaks after its '@', not mid-word. */
function Wrapping({ text }: { text: string }) {
  const at = text.indexOf('@');
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at + 1)}
      <wbr />
      {text.slice(at + 1)}
    </>
  );
}

/** While the overlay is up the page under it does not scroll (docs/product.md#screens-and-routes User centre). Layout
 *  effect, as /activity's lock: released at once on leaving, before the next screen's scroll. */
function useLockPageScroll() {
  useLayoutEffect(() => {
    const { style } = document.body;
    const before = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = before;
    };
  }, []);
}

/** The slide-out of the sheet and the fade of its mask, as the slide-in (setting.module.css) reversed. */
const SLIDE_OUT: Keyframe[] = [{ transform: 'translateX(0)' }, { transform: 'translateX(100%)' }];
const FADE_OUT: Keyframe[] = [{ opacity: 1 }, { opacity: 0 }];
const OUT_MS = 200;

/**
 * Play the slide-out, then `then`; at once where motion is reduced or animations are not supported,
 * never when the slide-out was cancelled.
 */
function slideOut(sheet: HTMLElement | null, mask: HTMLElement | null, then: () => void) {
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (!sheet || !mask || still || typeof sheet.animate !== 'function') {
    then();
    return;
  }
  const timing = { duration: OUT_MS, easing: 'ease-in', fill: 'forwards' } as const;
  mask.animate(FADE_OUT, timing);
  // A cancelled slide-out means the sheet left some other way (Back during it removed its element):
  // then it must not go back a second time.
  void sheet.animate(SLIDE_OUT, timing).finished.then(then, () => undefined);
}

/**
 * /setting — the 用户中心 overlay nested in /mine: the profile, whose two groups both open /userInfo
 * (docs/product.md#screens-and-routes: name and real name are shown read-only there), the entries of docs/product.md
 * #screens-and-routes and logout. It slides in from the right over a mask (about 200 ms, CSS) and out again (the Web
 * Animations API), then goes back. Drawn by hand rather than with the kit's Popup: the sheet is this
 * screen's first paint, and the Popup would bring its animation library (@react-spring) into it. Any
 * entry is a route change, which unmounts the overlay.
 */
export default function SettingRoute() {
  const navigate = useNavigate();
  const user = useUserInfo().data;
  const sheet = useRef<HTMLDivElement>(null);
  const mask = useRef<HTMLDivElement>(null);
  const closing = useRef(false);
  useLockPageScroll();

  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(paths.mine, { replace: true });
  };
  const close = () => {
    if (closing.current) return;
    closing.current = true;
    slideOut(sheet.current, mask.current, goBack);
  };
  const fields = userCentreFields(user);
  const signOut = useAction(() => logout());

  return createPortal(
    <>
      <div ref={mask} className={styles.mask} onClick={close} aria-hidden />
      <div
        ref={sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby="user-centre-title"
        className={styles.sheet}
      >
        <header className={styles.head}>
          <h1 id="user-centre-title" className={styles.title}>
            {profileTexts.settingTitle}
          </h1>
          <button type="button" className={styles.close} aria-label={profileTexts.close} onClick={close}>
            <CloseOutline aria-hidden />
          </button>
        </header>
        <div className={styles.scroll}>
          <List className={styles.profile} aria-label="账户资料">
            {fields
              .filter((f) => !f.editable)
              .map((f) => (
                // Opens /userInfo as the spec says, but without the › : these two cannot be edited there.
                <List.Item
                  key={f.key}
                  extra={<span className={styles.value}>{f.value || '—'}</span>}
                  arrowIcon={false}
                  onClick={() => void navigate(paths.userInfo)}
                >
                  {f.label}
                </List.Item>
              ))}
          </List>
          <List className={styles.profile} aria-label="联系资料">
            {fields
              .filter((f) => f.editable)
              .map((f) => (
                <List.Item
                  key={f.key}
                  extra={
                    <span className={styles.value}>{f.value ? <Wrapping text={f.value} /> : '未填写'}</span>
                  }
                  onClick={() => void navigate(paths.userInfo)}
                >
                  {f.label}
                </List.Item>
              ))}
          </List>
          <List className={styles.group} aria-label="安全与帮助">
            {userCentreEntries.map((e) => (
              <List.Item
                key={e.key}
                prefix={<span className={styles.icon}>{entryIcons[e.key]}</span>}
                onClick={() => void navigate(e.to)}
              >
                {e.label}
              </List.Item>
            ))}
          </List>
          <div className={styles.logout}>
            <Button
              block
              size="large"
              color="danger"
              fill="outline"
              loading={signOut.pending}
              onClick={() => void signOut.run()}
            >
              {profileTexts.logout}
            </Button>
          </div>
        </div>
      </div>
    </>,
    document.body,
  );
}
