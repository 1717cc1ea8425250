export { TableHead, type HeadCell } from './TableHead';
