export * from './users';
export * from './leagues';
export * from './teams';
export * from './memberships';
