// The kit renders Toast and Dialog imperatively, through the React 19 shim: it loads with them,
// not in the entry (no other kit component the app uses renders imperatively).
import './antd-react19';
// Deep imports: only these two components (and their CSS) enter the lazily loaded kit chunk.
export { default as Dialog } from 'antd-mobile/es/components/dialog';
export { default as Toast } from 'antd-mobile/es/components/toast';
