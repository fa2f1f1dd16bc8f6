import type { KeyboardEvent, ReactNode } from 'react';

export interface TabItem {
  key: string;
  label: ReactNode;
  /** Shown above the label (decorative). */
  icon?: ReactNode;
}

/** The caller's look: its container, each tab, and the selected tab. */
export interface TabListClasses {
  list: string | undefined;
  tab: string | undefined;
  active: string | undefined;
  icon?: string | undefined;
}

const tabId = (idBase: string, key: string) => `${idBase}-tab-${key}`;

/** Props of the one panel the tabs control (`idBase`: the caller's `useId()`). */
export function tabPanelProps(idBase: string, active: string) {
  return { id: `${idBase}-panel`, role: 'tabpanel', 'aria-labelledby': tabId(idBase, active) } as const;
}

/**
 * A row of tabs (WAI-ARIA tabs pattern: roving tabindex, ← → move and select) controlling one
 * panel, which the caller renders with `tabPanelProps`. Plain buttons and CSS: a landing screen's
 * tabs need no gesture or animation library.
 */
export function TabList({
  tabs,
  active,
  onChange,
  label,
  idBase,
  classes,
}: {
  tabs: readonly TabItem[];
  active: string;
  onChange: (key: string) => void;
  label: string;
  idBase: string;
  classes: TabListClasses;
}) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const at = Math.max(
      0,
      tabs.findIndex((t) => t.key === active),
    );
    const next = tabs[(at + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
    if (!next) return;
    onChange(next.key);
    document.getElementById(tabId(idBase, next.key))?.focus();
  };

  return (
    <div className={classes.list} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((t) => {
        const selected = t.key === active;
        return (
          <button
            key={t.key}
            id={tabId(idBase, t.key)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={tabPanelProps(idBase, active).id}
            tabIndex={selected ? 0 : -1}
            className={selected ? `${classes.tab ?? ''} ${classes.active ?? ''}` : classes.tab}
            onClick={(event) => {
              // a tab half out of a scrolling strip comes fully into view (jsdom has no scrollIntoView)
              event.currentTarget.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
              onChange(t.key);
            }}
          >
            {t.icon && (
              <span className={classes.icon} aria-hidden>
                {t.icon}
              </span>
            )}
            {t.label}
          </button>
        );
      })}
    </div>
  );
}
