import { useEffect, useRef } from 'react';
import { BANK_CARD, useBindings, type BindingType } from '@/core/wallets/bindings';
import { toast } from '@/lib/toast';
import { canAddMore, walletTexts as t } from '../model';

/**
 * An add form opened at the binding limit (5, docs/product.md#constants-and-limits) says so and goes back instead of taking a
 * request the server would refuse. True while the limit is reached (the form is not shown).
 */
export function useBindingLimit(type: BindingType, back: () => void): boolean {
  const list = useBindings(type);
  const full = list.isSuccess && !canAddMore(list.data.length);
  const told = useRef(false);
  useEffect(() => {
    if (!full || told.current) return;
    told.current = true;
    toast.info(type === BANK_CARD ? t.cardFull : t.usdtFull);
    back();
  }, [full, type, back]);
  return full;
}
