/**
 * Agent commission and operator credits now carry turnover like the other credits: a database whose
 * operator chose which credits carry turnover before these two kinds existed gets them added to
 * that choice (the operator may take them out again with `set turnover_credits`).
 */
export const creditKinds = `
UPDATE settings
   SET value = CASE WHEN trim(value) = '' THEN 'commission,operator_credit' ELSE value || ',commission,operator_credit' END
 WHERE key = 'turnover_credits';
`;
