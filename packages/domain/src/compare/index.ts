export * from './compare-api';
export * from './compare-ids';
export * from './rating-groups';
