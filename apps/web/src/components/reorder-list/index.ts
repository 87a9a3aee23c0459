export { ReorderList } from './reorder-list';
