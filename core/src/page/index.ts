/** Parts of a page the plugins' screens share: its head, a table's head row. */
export { PageHead } from './PageHead';
export { TableHead, type HeadCell } from './TableHead';
