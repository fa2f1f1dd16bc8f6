import type { FilterOption } from '@/components/filter-popup';
import { useVenueWallets } from './venue-wallets';

/** The 全平台 entry (empty platname) the record filters add before the venues (docs/product.md#calls balancelist). */
export const ALL_VENUES: FilterOption<string> = { value: '', label: '全平台' };
/** The virtual main-wallet entry some screens prepend; it is no venue to filter records by. */
const MAIN_WALLET_PLATNAME = 'userbalance';

/** Venue filter options of the bet, transaction and rebate records: 全平台, then every venue. */
export function useVenueFilterOptions(): FilterOption<string>[] {
  const wallets = useVenueWallets();
  return [
    ALL_VENUES,
    ...(wallets.data ?? [])
      .filter((w) => w.platname !== MAIN_WALLET_PLATNAME)
      .map((w) => ({ value: w.platname, label: w.name })),
  ];
}
