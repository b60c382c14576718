export * from './content';
export * from './data-version';
export * from './log';
export * from './objekt';
export * from './objekt-aenderung';
export * from './reference';
export * from './sammlung';
export * from './user';
