// The endpoint table: every operation of the API, one row each (see endpoint.ts).
export * from './endpoint';
export * from './trades';
