export * from './draft-settings';
export * from './draft-api';
export * from './draft-random';
export * from './lottery';
export * from './draft-order';
export * from './draft-clock';
export * from './scouting';
export * from './auto-pick';
