import { TabList, type TabItem } from './tab-list';
import styles from './line-tabs.module.css';

/**
 * A screen's row of tabs over one panel (render the panel with `tabPanelProps(idBase, active)`),
 * in the kit's look. Not the kit's Tabs: its moving underline brings the animation library
 * (@react-spring, 15 KB brotli) into the first paint of every screen that shows tabs.
 */
export function LineTabs(props: {
  tabs: readonly TabItem[];
  active: string;
  onChange: (key: string) => void;
  label: string;
  idBase: string;
  /** Added to the row's own class (a screen that keeps its tabs in view: `position: sticky`). */
  className?: string;
}) {
  const { className, ...rest } = props;
  const list = className ? `${styles.list} ${className}` : styles.list;
  return <TabList {...rest} classes={{ list, tab: styles.tab, active: styles.active }} />;
}
