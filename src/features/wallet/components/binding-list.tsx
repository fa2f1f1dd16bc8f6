import Button from '@/components/button';
import { Dialog } from '@/components/overlays';
import { Popup } from '@/components/overlays';
import { BankcardOutline, CloseOutline, DeleteOutline } from 'antd-mobile-icons';
import { Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Binding } from '@contract/wallet-calls';
import { QueryState } from '@/components/query-state';
import { ServerImage } from '@/components/server-image';
import { paths } from '@/config/paths';
import { BANK_CARD, USDT_ADDRESS, useBindings, type BindingType } from '@/core/wallets/bindings';
import { lastFour, maskNumber } from '@/core/wallets/mask';
import { useAction } from '@/core/actions/use-action';
import { useUnbind } from '../api/del-card';
import { canAddMore, walletPath, walletTexts as t } from '../model';
import { ListState } from '@/components/list-state';
import styles from './binding-list.module.css';
import { lazyNow, useDrawnOnArrival } from '@/lib/lazy-now';

/**
 * The address form checks checksums with hash code that the card list and the overview should not
 * carry: it loads in a chunk of its own, asked for as soon as the USDT list shows, so it is usually
 * there before 添加USDT钱包 is tapped.
 */
const loadUsdtForm = () => import('./usdt-form');
const UsdtForm = lazyNow(async () => ({ default: (await loadUsdtForm()).UsdtForm }));

/** A fresh form (TRC20) each time the popup opens. */
const usdtFormKey = (openCount: number) => `usdt-form-${openCount}`;

function BankLogo({ src }: { src: string | null | undefined }) {
  return (
    <ServerImage
      className={styles.logo}
      src={src}
      alt=""
      width={40}
      height={40}
      fallback={
        <span className={styles.logoFallback} aria-hidden>
          <BankcardOutline />
        </span>
      }
    />
  );
}

function BindingCard({
  item,
  type,
  onUnbind,
}: {
  item: Binding;
  type: BindingType;
  onUnbind: (item: Binding) => void;
}) {
  const title = type === BANK_CARD ? item.bank : `${item.bank}-${item.bank_owner}`;
  return (
    <li className={styles.item}>
      {type === BANK_CARD ? <BankLogo src={item.ico} /> : <span className={styles.coin}>₮</span>}
      <div className={styles.text}>
        <p className={styles.title}>{title}</p>
        {type === BANK_CARD && <p className={styles.sub}>{item.bank_owner}</p>}
        <p className={styles.number} aria-label={`尾号${lastFour(item.bank_no)}`}>
          {maskNumber(item.bank_no)}
        </p>
      </div>
      <button
        type="button"
        className={styles.unbind}
        aria-label={`${t.unbind} ${title} 尾号${lastFour(item.bank_no)}`}
        onClick={() => onUnbind(item)}
      >
        <DeleteOutline aria-hidden />
      </button>
    </li>
  );
}

/** /wallet?type=1|2 — bound cards or USDT addresses, unbind with confirm, add while fewer than 5. */
export function BindingList({ type, showForm }: { type: BindingType; showForm: boolean }) {
  useDrawnOnArrival(UsdtForm);
  const navigate = useNavigate();
  const list = useBindings(type);
  const unbindCall = useUnbind();
  const [confirming, setConfirming] = useState<Binding | null>(null);
  const [formOpen, setFormOpen] = useState(showForm);
  const [opened, setOpened] = useState(showForm ? 1 : 0);

  // `show=1` opens the form once; drop it from the address so history never reopens it.
  useEffect(() => {
    if (showForm) void navigate(walletPath(2), { replace: true });
  }, [showForm, navigate]);

  useEffect(() => {
    if (type === USDT_ADDRESS) void loadUsdtForm().catch(() => undefined);
  }, [type]);

  // The list is the place to check what is bound: ask the server again on every visit.
  const { refetch } = list;
  useEffect(() => {
    void refetch();
  }, [refetch]);

  const openForm = () => {
    setOpened((n) => n + 1);
    setFormOpen(true);
  };

  const unbind = useAction(async (item: Binding) => {
    setConfirming(null);
    await unbindCall.send(item.id);
  });

  const items = list.data ?? [];
  return (
    <>
      <QueryState query={list} isEmpty={() => items.length === 0}>
        {() => (
          <ul className={styles.list} aria-label={type === BANK_CARD ? '已绑定的银行卡' : '已绑定的USDT地址'}>
            {items.map((item) => (
              <BindingCard key={item.id} item={item} type={type} onUnbind={setConfirming} />
            ))}
          </ul>
        )}
      </QueryState>

      {list.isSuccess && (
        <div className={styles.add}>
          {canAddMore(items.length) && (
            <Button
              block
              color="primary"
              fill="outline"
              onClick={() => (type === BANK_CARD ? navigate(paths.addBankCard) : openForm())}
            >
              {type === BANK_CARD ? t.addCard : t.addUsdt}
            </Button>
          )}
          <p className={styles.limit}>{type === BANK_CARD ? t.cardLimit : t.usdtLimit}</p>
        </div>
      )}

      <Dialog
        visible={confirming !== null}
        title={t.unbindTitle}
        content={t.unbindConfirm}
        aria-label={t.unbindTitle}
        onClose={() => setConfirming(null)}
        actions={[
          [
            { key: 'cancel', text: '取消', onClick: () => setConfirming(null) },
            {
              key: 'ok',
              text: '确定',
              bold: true,
              onClick: () => {
                if (confirming) void unbind.run(confirming);
              },
            },
          ],
        ]}
      />

      {type === USDT_ADDRESS && (
        <Popup
          visible={formOpen && !(list.isSuccess && !canAddMore(items.length))}
          onMaskClick={() => setFormOpen(false)}
          onClose={() => setFormOpen(false)}
          destroyOnClose
          bodyClassName={styles.popup}
        >
          <div role="dialog" aria-modal="true" aria-labelledby="usdt-popup-title">
            <div className={styles.popupHead}>
              <h2 id="usdt-popup-title" className={styles.popupTitle}>
                {t.usdtPopupTitle}
              </h2>
              <button
                type="button"
                className={styles.close}
                aria-label="取消"
                onClick={() => setFormOpen(false)}
              >
                <CloseOutline aria-hidden />
              </button>
            </div>
            <Suspense fallback={<ListState status="loading" />}>
              <UsdtForm key={usdtFormKey(opened)} onBound={() => setFormOpen(false)} />
            </Suspense>
          </div>
        </Popup>
      )}
    </>
  );
}
