/** Filled in by the money/records work: wallets, orders, ledger, bets, rebates, red packets. */
export const money = `
SELECT 1;
`;
