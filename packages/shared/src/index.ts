export * from './constants';
export * from './contracts/index';
