export * from './settings';
export * from './tie-breakers';
export * from './head-to-head';
export * from './playoff-format';
export * from './bracket';
export * from './seed-playoffs';
export * from './progression';
export * from './series';
