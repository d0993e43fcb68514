/** The back office's kit (issue 39): what every screen is made of. */
export { DataTable, type Column, type DataTableProps, type Filter, type PageQuery } from './data-table';
export { Field, type FieldProps } from './field';
export { Button, type ButtonProps } from './button';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { Section } from './section';
export { Badge, type BadgeTone } from './badge';
export { DefinitionList, type Definition } from './definition-list';
export { useAsync, type AsyncState } from './use-async';
export { buildCsv, csvField } from './csv';
export { ScrollRegion } from './scroll-region';
export { AdminLink, followInside } from './admin-link';
