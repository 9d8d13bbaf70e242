export * from './analytics.ts';
export * from './blog.ts';
export * from './contact.ts';
export * from './mail.ts';
export * from './notifications.ts';
export * from './orders.ts';
export * from './products.ts';
export * from './users.ts';
