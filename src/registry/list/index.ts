export { ResourceList } from './ResourceList';
export { ResourceTable, type ResourceTableProps } from './ResourceTable';
export { ResourceDataTable, type ResourceDataTableProps } from './ResourceDataTable';
export { ListPagination } from './ListPagination';
export { dateRangeFilters } from './ListActions';
