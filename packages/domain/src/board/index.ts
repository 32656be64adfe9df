export * from './board-markdown';
export * from './board-mentions';
export * from './board-rules';
export * from './board-api';
export * from './board-links';
