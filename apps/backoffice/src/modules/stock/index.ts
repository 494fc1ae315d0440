// The stock module (issue 34): the one place stock changes, each change an entry in the ledger
// (stock_movement) whose sum is the stock. Orders, the admin's editor, the import and the seed go
// through this entry (docs/architecture-modules.md).
export { addStock, applyCount, setStockIfUnchanged, type StockMove, takeStock } from './stock-ledger.ts';
export { insertOpeningMovements as recordOpeningStock, movementsOf as stockMovementsOf, quantityIn as stockIn, rowsOffTheLedger } from './stock-repository.ts';
export { countLowStock, hasLowStock, setShopReorderPoint, shopReorderPoint } from './reorder-points.ts';
