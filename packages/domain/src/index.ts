export * from './errors';
export * from './teams';
export * from './password';
export * from './auth';
export * from './league';
export * from './player';
export * from './lineup';
export * from './simulation';
