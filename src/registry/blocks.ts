/**
 * Generated blocks for bespoke pages, by resource name:
 * - `<ResourceTable resource="worker-call" filter={{ customer_id }} />`: the resource's table;
 * - `<ResourceFields resource="customer" sections={['basic']} />`: its detail sections for the
 *   record in context;
 * - `<ResourceFormFields resource="customer" mode="edit" />` with `useResourceResolver`: its inputs.
 */
export { ResourceTable, type ResourceTableProps } from './list';
export { ResourceFields, type ResourceFieldsProps } from './show';
export { ResourceFormFields, useResourceResolver, type ResourceFormFieldsProps } from './form';
