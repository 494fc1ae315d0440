export * from './catalog.ts';
export * from './comments.ts';
export * from './config.ts';
export * from './fulfilment.ts';
