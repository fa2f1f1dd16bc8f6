// The kit's own list CSS, unchanged: the same classes, the same look.
import 'antd-mobile/es/components/list/list.css';
import { RightOutline } from 'antd-mobile-icons';
import type { KeyboardEvent, ReactNode } from 'react';

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');
const shown = (node: ReactNode) => node !== undefined && node !== null && node !== false && node !== '';

/**
 * The kit's List (a card of rows under an optional header; the same markup and classes) without its
 * JavaScript helpers and config provider, which every screen with a menu paid before its first paint.
 */
function List({
  header,
  className,
  children,
  'aria-label': label,
}: {
  header?: ReactNode;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}) {
  return (
    <div className={classes('adm-list', 'adm-list-default', className)} aria-label={label}>
      {shown(header) && <div className="adm-list-header">{header}</div>}
      <div className="adm-list-body">
        <div className="adm-list-body-inner">{children}</div>
      </div>
    </div>
  );
}

/** Enter and Space act as a tap, as on a button. */
function pressOnKey(onClick: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onClick();
  };
}

/**
 * A row: prefix (an icon), the text with its description, an extra (a value) and, on a row that
 * opens something, the arrow (`arrowIcon={false}` leaves it out). A row that opens something is
 * the kit's anchor, and also a button to assistive technology and the keyboard.
 */
function ListItem({
  prefix,
  extra,
  description,
  arrowIcon,
  onClick,
  className,
  children,
}: {
  prefix?: ReactNode;
  extra?: ReactNode;
  description?: ReactNode;
  arrowIcon?: false;
  onClick?: () => void;
  className?: string;
  children: ReactNode;
}) {
  const content = (
    <div className="adm-list-item-content">
      {shown(prefix) && <div className="adm-list-item-content-prefix">{prefix}</div>}
      <div className="adm-list-item-content-main">
        {children}
        {shown(description) && <div className="adm-list-item-description">{description}</div>}
      </div>
      {shown(extra) && <div className="adm-list-item-content-extra">{extra}</div>}
      {onClick && arrowIcon !== false && (
        <div className="adm-list-item-content-arrow">
          <RightOutline />
        </div>
      )}
    </div>
  );
  if (!onClick) return <div className={classes('adm-list-item', className)}>{content}</div>;
  return (
    <a
      className={classes('adm-list-item', 'adm-plain-anchor', className)}
      role="button"
      tabIndex={0}
      onClick={onClick}
      onKeyDown={pressOnKey(onClick)}
    >
      {content}
    </a>
  );
}

export default Object.assign(List, { Item: ListItem });
