export * from './commissioner-powers';
export * from './co-commissioners-api';
export * from './audit-log';
export * from './audit-text';
