/**
 * The header's 菜单 button opens home's slide-out menu (docs/product.md#screens-and-routes). The header belongs to the shell
 * and the menu to the home screen, which may not know each other: the screen registers how to open
 * its menu while it is shown, and the header's button calls that.
 */
let opener: (() => void) | null = null;

/** Register `open` as the side menu's opener; returns the unregister. */
export function registerSideMenu(open: () => void): () => void {
  opener = open;
  return () => {
    if (opener === open) opener = null;
  };
}

/** Open the registered side menu (nothing while its screen is not shown yet). */
export function openSideMenu(): void {
  opener?.();
}
