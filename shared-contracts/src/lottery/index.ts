export * from './draw';
export * from './odds';
export * from './schemas';
export * from './verify';
export * from './test-vector';
