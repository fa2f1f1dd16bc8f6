/** The help article the agreement points to: 隐私政策. */
export const TERMS_ARTICLE = 2;
