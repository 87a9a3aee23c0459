export * from './constants';
export * from './contracts/index';
export * from './resume/index';
export * from './rules/index';
