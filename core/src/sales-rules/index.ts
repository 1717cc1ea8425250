export * from './order-money';
