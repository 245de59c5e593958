// The contract shared by api/ and web/: schemas, their inferred types and the closed vocabularies.
export * from './enums';
export * from './content';
export * from './system';
export * from './auth';
export * from './usernames';
export * from './crm';
export * from './crm-writes';
export * from './transitions';
export * from './assignments';
export * from './activity';
export * from './metrics';
export * from './portal';
export * from './newsletter';
export * from './sync';
export * from './student-filter';
export * from './crm-rows';
export * from './page-head';
