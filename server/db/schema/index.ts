// Every table of the server, one module per area; drizzle-kit and the typed client read this.
export * from './account';
export * from './courses';
export * from './content';
export * from './messages';
export * from './dicts';
export * from './site';
export * from './schools';
export * from './rosters';
export * from './files';
export * from './disciplines';
export * from './teaching';
export * from './school-staff';
export * from './storage';
export * from './codegen';
export * from './approvals';
export * from './resources';
export * from './lessons-taught';
