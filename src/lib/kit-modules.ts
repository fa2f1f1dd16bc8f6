// Deep imports: only these two components (and their CSS) enter the lazily loaded kit chunk.
export { default as Dialog } from 'antd-mobile/es/components/dialog';
export { default as Toast } from 'antd-mobile/es/components/toast';
