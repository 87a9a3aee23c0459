export * from './catalogue';
export * from './common';
export * from './meta-values';
export * from './photo';
export * from './resume-meta';
export * from './sections';
export * from './snapshot';
export * from './style';
