// The one place that lists every table: drizzle's typed query API, the migrator and
// drizzle-kit all need the complete schema object. Add new domain files here.
export * from './auth';
export * from './customers';
export * from './media';
export * from './property';
export * from './sites';
export * from './tenants';
export * from './users';
export * from './infrastructure';
export * from './devices';
export * from './deviceStates';
export * from './moveEvents';
export * from './monitoring';
export * from './imports';
export * from './savedViews';
export * from './bulkEdits';
export * from './notifications';
